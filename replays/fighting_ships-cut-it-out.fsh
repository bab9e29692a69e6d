[Game "Fighting Ships"]
[Scenario "Cut It Out"]
[Sides "ES GB"]
[Turns "8"]
[Objective "cutout 2 Hermione"]
[Position "FSH turn 1 initiative wind E blowing table 24x24 morale 3,0 first - night shore 0,19,24,24 | Hermione=1 5th-rate 12,14@90 D0 A0 guard:watch | Launch=2 boat 11,10.375 crew:1 marines:1 | Pinnace=2 boat 12,10.375 crew:1 | Jolly=2 boat 13,10.375 crew:1"]
[Seed "2"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 2"]
[Result "GB wins"]
[Final "FSH turn 3 boarding wind E gale:5 table 24x24 morale 0,3 first 2 night shore 0,19,24,24 | Hermione=1 5th-rate 12,14@90 D0 A0 prize | Launch=2 boat 11,13.375 crew:1 marines:1 aboard | Pinnace=2 boat 12,13.375 crew:1 aboard | Jolly=2 boat 13,13.375 crew:1 aboard"]

{Cut It Out [APP.2.3.2i] as sailkit sets it up: at night the frigate Hermione (ES) lies at anchor under the harbour's shore with her crew ashore, one die of guard on deck and one asleep below; three boats (GB), the Launch with a marine counter, lie 3 inches off her side and steal in at 1 inch a Game-Turn [6.3]. Each Game-Turn her watch throws a die to see them, on a 5 or 6; the boats win by boarding and taking her. Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships it lets leave make for their edge, and their enemies go for them.}
roll 1
roll 1
roll 1
roll 3
row Launch Hermione
row Pinnace Hermione
row Jolly Hermione
roll 2
roll 6
roll 6 {The weather: gale, wind from E [1.5.1]. [%bookmark weather gale, wind from E]}
roll 3
roll 3 {The gale will blow 6 Game-Turns [1.5.2c]. [%bookmark a gale of 6]}
row Launch Hermione
row Pinnace Hermione
row Jolly Hermione
roll 5 {Hermione's watch sees the boats: her crew turns out [APP.2.3.2i]. [%bookmark the alarm]}
roll 2
roll 5
row Launch Hermione {Launch comes alongside [6.3]. [%bookmark Launch alongside]}
row Pinnace Hermione {Pinnace comes alongside [6.3]. [%bookmark Pinnace alongside]}
row Jolly Hermione {Jolly comes alongside [6.3]. [%bookmark Jolly alongside]}
board Launch Hermione {[%arrow red 11.0,13.4>12.0,14.0]}
roll 1
roll 5
roll 6
roll 2
roll 4
roll 6
roll 4 {Hermione: prize [5.6.3, 5.6.4, 6.1, 1.5.4]. Launch's crew is aboard [6.1]. Pinnace's crew is aboard [6.1]. Jolly's crew is aboard [6.1]. The end: GB wins [APP.2.3.2i]. [%bookmark Hermione prize] [%bookmark the end]}
