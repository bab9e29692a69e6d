[Game "Fighting Ships"]
[Scenario "Cat and Mouse"]
[Sides "GB FR"]
[Turns "12"]
[Position "FSH turn 1 initiative wind E blowing table 48x48 morale 3,3 first - shoal 20,21,28,27 | Syrene=1 5th-rate 24,42@180 D0 A0 | Lynx=2 6th-rate 18,6@0 D0 A0 | Rapide=2 6th-rate 30,6@0 D0 A0"]
[Seed "5"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 5"]
[Result "GB wins"]
[Final "FSH turn 5 boarding wind E blowing table 48x48 morale 3,-1 first 1 shoal 20,21,28,27 | Syrene=1 5th-rate 25,28.26794919243112@180 D3 A2 aground | Lynx=2 6th-rate 25,24.124355652982143@0 D4 A2 crit:armament,steering aground struck | Rapide=2 6th-rate 19.910898384862243,26.760734985006053@330 D0 A0"]

{Cat and Mouse [APP.2.3.2f] as sailkit sets it up: the frigate Syrene (GB) on patrol in the north, the brigs Lynx and Rapide (FR) in the south, a shoal between them [1.5.2f], the wind from the east. Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships it lets leave make for their edge, and their enemies go for them.}
roll 5
roll 3
sail Syrene
roll 6
roll 3
roll 6
roll 6
roll 6
roll 5
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
sail Lynx
roll 1
roll 4
roll 2
roll 6
roll 1
roll 2
roll 1
manoeuvre Lynx M2
manoeuvre Lynx M2
sail Rapide
roll 3
roll 4
roll 2
roll 4
roll 5
roll 1
roll 5
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M2-30
manoeuvre Rapide M2+30
roll 2
roll 1
sail Syrene
roll 6
roll 2
roll 4
roll 3
roll 2
roll 4
manoeuvre Syrene M2-30
manoeuvre Syrene M2+30
roll 2
roll 1
roll 2
roll 5
roll 5
roll 4 {Syrene now has 1 Damage token [5.6.1]. Syrene runs aground [1.5.2f, 1.5.2g]. [%bookmark Syrene damaged]}
roll 2
roll 2
roll 1
roll 1
roll 2
sail Rapide
roll 2
roll 2
roll 2
roll 3
roll 3
roll 2
roll 5
manoeuvre Rapide M2-30
sail Lynx
roll 6
roll 6
roll 2
roll 2
roll 6
roll 2
roll 4
manoeuvre Lynx M2+30
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2
roll 3
roll 1
sail Syrene
roll 3
roll 4
roll 2
roll 2
roll 3
roll 1 {Syrene now has 2 Damage tokens [5.6.1]. [%bookmark Syrene damaged, Game-Turn 3]}
sail Lynx
roll 3
roll 3
roll 5
roll 5
roll 1
roll 5
roll 6
manoeuvre Lynx M2
manoeuvre Lynx M2
roll 6
roll 3
roll 1
roll 3
roll 3
roll 3
roll 4
manoeuvre Lynx M2
manoeuvre Lynx M2-30
sail Rapide
roll 6
roll 3
roll 2
roll 4
roll 4
roll 6
roll 2
manoeuvre Rapide M2+30
manoeuvre Rapide M2-30
manoeuvre Rapide W-90
roll 1
roll 3
roll 1
roll 6
roll 3
roll 4
roll 1
stop Rapide
fire Syrene Lynx
roll 5
roll 4
roll 3
fire Lynx Syrene
roll 4
roll 5
roll 1
roll 4
roll 1
roll 6
sail Lynx
roll 2
roll 5
roll 2
roll 1
roll 2
roll 4
roll 3 {Lynx now has 1 Damage token [5.6.1]. Lynx runs aground [1.5.2f, 1.5.2g]. [%bookmark Lynx damaged]}
sail Rapide
roll 5
roll 3
roll 5
roll 3
roll 4
roll 1
roll 5
manoeuvre Rapide M2+30
manoeuvre Rapide M2+30
manoeuvre Rapide M2+30
roll 6
roll 3
roll 3
roll 1
roll 4
roll 1
roll 2
manoeuvre Rapide M2+30
sail Syrene
roll 3
roll 5
roll 5
roll 3
roll 2
roll 3 {Syrene now has 3 Damage tokens [5.6.1]. [%bookmark Syrene damaged, Game-Turn 4]}
fire Lynx Syrene
roll 3
roll 6
roll 5
roll 1
fire Syrene Lynx
roll 3
roll 6
roll 3
roll 3
roll 2
roll 1
roll 6
roll 2
roll 6 {Lynx now has 3 Damage tokens [5.6.1]. [%bookmark Lynx damaged, Game-Turn 5] [%arrow red 25.0,28.3>25.0,24.1]}
roll 6
roll 3
sail Syrene
roll 4
roll 2
roll 6
roll 1
roll 1
roll 5
sail Lynx
roll 5
roll 4
roll 1
roll 2
roll 6
roll 5
roll 3
sail Rapide
roll 3
roll 4
roll 6
roll 4
roll 2
roll 1
roll 6
roll 1
roll 4
roll 3
roll 2
roll 2
roll 6
roll 5
manoeuvre Rapide M2
manoeuvre Rapide M2-30
stop Rapide
fire Syrene Lynx
roll 2
roll 6
roll 4
roll 1
roll 2
roll 4
roll 3
roll 2
roll 1
roll 4 {Lynx: struck [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Lynx struck] [%arrow red 25.0,28.3>25.0,24.1]}
fire Rapide Syrene
roll 3
roll 2
roll 4
roll 5 {The end: GB wins [APP.2.2.1]. [%bookmark the end] [%arrow red 19.9,26.8>25.0,28.3]}
