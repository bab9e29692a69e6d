[Game "Fighting Ships"]
[Scenario "The Duel"]
[Sides "GB FR"]
[Turns "12"]
[Sequence "duel"]
[Position "FSH turn 1 initiative wind E blowing table 48x48 morale 3,3 first - | Syrene=1 5th-rate 30,18@0 D0 A0 | Naiad=2 5th-rate 18,30@180 D0 A0"]
[Seed "1"]
[Annotator "sailkit: random players for both sides (sailkit.players), choices and dice seeded 1"]
[Result "FR wins the Duel"]
[Final "FSH turn 6 manoeuvre wind E blowing table 48x48 morale -3,1 first 2 | Syrene=1 5th-rate 20.20577136594006,26.330127018922187@270 D6 A1 crit:armament,catastrophic,catastrophic sunk | Naiad=2 5th-rate 14.5,26.5@270 D0 A1"]

{The Duel [APP.2.3.2a] as sailkit sets it up: the frigates Syrene (GB) and Naiad (FR), the wind from the east. Each Game-Turn both roll their sailing points, then they manoeuvre in turn, Naiad first while she lies further downwind, and after each manoeuvre a ship may fire a gun arc she has not fired that Game-Turn. Both are sailed at random, so read it for the sequence, not for seamanship.}
sail Naiad
roll 2
roll 5
roll 1
roll 3
roll 1
roll 4
sail Syrene
roll 4
roll 4
roll 6
roll 4
roll 2
roll 1
manoeuvre Naiad T-90
manoeuvre Syrene M2-30
manoeuvre Syrene W-90
manoeuvre Syrene T-90
sail Naiad
roll 4
roll 1
roll 4
roll 4
roll 5
roll 1
roll 6
roll 4
roll 3
roll 6
roll 2
sail Syrene
roll 5
roll 1
roll 3
roll 1
roll 1
roll 1
stop Syrene
roll 6
roll 5
roll 1
roll 4
roll 6
sail Naiad
roll 2
roll 4
roll 6
roll 1
roll 5
roll 2
sail Syrene
roll 4
roll 4
roll 5
roll 2
roll 3
roll 2
manoeuvre Naiad M1
roll 6
roll 2
roll 4
roll 3
roll 1
stop Syrene
roll 4
roll 5
roll 6
roll 1
roll 2
sail Naiad
roll 6
roll 6
roll 3
roll 1
roll 6
roll 3
sail Syrene
roll 6
roll 6
roll 5
roll 4
roll 5
roll 6
manoeuvre Naiad T+90
manoeuvre Syrene W+90
fire Syrene Naiad
roll 2
roll 3
roll 3
stop Naiad
manoeuvre Syrene M2
manoeuvre Syrene W+90
manoeuvre Syrene M1
manoeuvre Syrene M2+30
sail Naiad
roll 5
roll 4
roll 5
roll 4
roll 5
roll 1
sail Syrene
roll 4
roll 2
roll 6
roll 4
roll 4
roll 6
manoeuvre Naiad M2
manoeuvre Syrene M2
manoeuvre Naiad M1
manoeuvre Syrene M1
manoeuvre Naiad W+90
manoeuvre Syrene M2+30
manoeuvre Naiad W+90
manoeuvre Syrene W-90
manoeuvre Naiad W-90
manoeuvre Syrene M1
sail Naiad
roll 2
roll 3
roll 5
roll 6
roll 6
roll 6
sail Syrene
roll 3
roll 1
roll 4
roll 6
roll 5
roll 1
manoeuvre Naiad M2
done FR
manoeuvre Syrene M2-30
fire Syrene Naiad
roll 2
roll 5
roll 4
roll 3
roll 4
roll 6
roll 1
roll 4
manoeuvre Naiad M1
fire Naiad Syrene
roll 1
roll 3
roll 6
roll 5
roll 5
roll 5
roll 4
roll 6
roll 2
roll 2
roll 5
roll 2
roll 1
roll 2
roll 5
roll 5
roll 2
roll 4
roll 5
roll 3
roll 5 {Syrene: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: FR wins the Duel [APP.2.3.2a]. [%bookmark Syrene sunk] [%bookmark the end] [%arrow red 14.5,26.5>20.2,26.3]}
