[Game "Fighting Ships"]
[Scenario "first game"]
[Sides "GB FR"]
[Turns "3"]
[Position "FSH turn 1 initiative wind E blowing table 48x48 morale 3,3 first - | Syrene=1 5th-rate 20,12@0 D0 A0 | Naiad=2 5th-rate 28,30@180 D0 A0"]
[Reader "GB"]
[Ask "manoeuvre stop fire done board"]
[Annotator "sailkit tutorials: the first game of fighting_ships/01_first_game; the French moves are the computer captain's own, the dice those of seed 4"]

{You command the British frigate Syrene, sailing north with the wind from the east on her beam. Her match, the French frigate Naiad, lies to the north-east, heading south. sailkit's computer captain sails Naiad, and the dice are thrown for you. Each Game-Turn both sides throw a die for the initiative; the higher is Player 1, who sails first and fires first [2.1, 3.1]. Each fleet has 3 morale points here: every hit that gets through the Hull saves costs one, and a fleet with none left has lost [5.6.1, APP.2.2.1]; otherwise the game ends after 3 Game-Turns, the side with more morale left winning. You decide Syrene's manoeuvres and her fire.}
roll 2
roll 3
sail Naiad {The French captain: Naiad is the last ship to sail this Game-Turn [4.1]}
roll 1
roll 6
roll 4
roll 4
roll 2
roll 1
manoeuvre Naiad M2+30 {The French captain: Naiad sails M2+30: closing on the enemy [5.3]}
manoeuvre Naiad M2 {The French captain: Naiad sails M2: closing on the enemy [5.3]}
manoeuvre Naiad M2 {The French captain: Naiad sails M2: closing on the enemy [5.3]}
sail Syrene
roll 1
roll 1
roll 4
roll 5
roll 3
roll 1
manoeuvre Syrene M2+30 {Right: Syrene sails M2+30: closing on the enemy [5.3]}
manoeuvre Syrene M2 {Right: Syrene sails M2: closing on the enemy [5.3]}
roll 2
roll 5
sail Naiad {The French captain: Naiad is the last ship to sail this Game-Turn [4.1]}
roll 5
roll 3
roll 3
roll 2
roll 1
roll 3
manoeuvre Naiad M2 {The French captain: Naiad sails M2: closing on the enemy [5.3]}
sail Syrene
roll 2
roll 1
roll 6
roll 3
roll 3
roll 2
manoeuvre Syrene M2 {Right: Syrene sails M2: closing on the enemy [5.3]}
roll 2
roll 3
sail Naiad {The French captain: Naiad is the last ship to sail this Game-Turn [4.1]}
roll 3
roll 6
roll 6
roll 3
roll 1
roll 5
manoeuvre Naiad M2 {The French captain: Naiad sails M2: to fire Naiad's 3 dice at Syrene (a first shot at her), short range: 1.4 morale expected, 2% she sinks or strikes [5.3; 5.5.1; 5.5.3.1; 5.6.1; APP.2.2.1]}
manoeuvre Naiad M2+30 {The French captain: Naiad sails M2+30: to fire Naiad's 3 dice at Syrene (a first shot at her), short range: 1.4 morale expected, 2% she sinks or strikes [5.3; 5.5.1; 5.5.3.1; 5.6.1; APP.2.2.1]; a clear run: meeting Syrene would stop her short [4.3.1; 4.3.3; 1.5.2g]}
manoeuvre Naiad W+90 {The French captain: Naiad sails W+90: to fire Naiad's 3 dice at Syrene (a first shot at her), short range: 1.4 morale expected, 2% she sinks or strikes [5.3; 5.5.1; 5.5.3.1; 5.6.1; APP.2.2.1]}
sail Syrene
roll 3
roll 6
roll 4
roll 5
roll 2
roll 2
manoeuvre Syrene M2 {Right: Syrene sails M2: to fire Syrene's 3 dice at Naiad (a first shot at her), short range: 1.4 morale expected, 2% she sinks or strikes [5.3; 5.5.1; 5.5.3.1; 5.6.1; APP.2.2.1]}
manoeuvre Syrene M2-30 {Right: Syrene sails M2-30: to fire Syrene's 3 dice at Naiad (a first shot at her), short range: 1.4 morale expected, 2% she sinks or strikes [5.3; 5.5.1; 5.5.3.1; 5.6.1; APP.2.2.1]}
fire Syrene Naiad {Right: the best salvo open first: Syrene's 3 dice at Naiad (a first shot at her), short range: 1.4 morale expected, 2% she sinks or strikes [5.1; 5.3; 5.5.1; 5.5.3.1; 5.6.1; APP.2.2.1]}
(
  done GB {Legal, but holding fire gains nothing: a ship fires once a Game-Turn and a salvo cannot be saved for later, while the enemy fires at you whatever you do [2.1, 5.1].}
)
roll 2
roll 4
roll 3
roll 1
roll 5
roll 3
