[Game "Fighting Ships"]
[Scenario "Cat and Mouse"]
[Sides "GB FR"]
[Turns "12"]
[Position "FSH turn 1 initiative wind E blowing table 48x48 morale 3,3 first - shoal 20,21,28,27 | Syrene=1 5th-rate 24,42@180 D0 A0 | Lynx=2 6th-rate 18,6@0 D0 A0 | Rapide=2 6th-rate 30,6@0 D0 A0"]
[Seed "6"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 6"]
[Result "GB wins"]
[Final "FSH turn 8 boarding wind E blowing table 48x48 morale 2,0 first 2 shoal 20,21,28,27 | Syrene=1 5th-rate 19.000304404492294,33.535080282527474@179.9921875 D0 A0 | Lynx=2 6th-rate 24.35705080756888,27.760734985006064@30 D2 A2 aground | Rapide=2 6th-rate 23.320800159198942,34.392299746364046@152.104309082 D6 A1 crit:catastrophic sunk"]

{Cat and Mouse [APP.2.3.2f] as sailkit sets it up: the frigate Syrene (GB) on patrol in the north, the brigs Lynx and Rapide (FR) in the south, a shoal between them [1.5.2f], the wind from the east. Both sides are sailed by the computer captain (captain.py), which plays for fleet morale alone.}
roll 5
roll 1
sail Syrene
roll 4
roll 3
roll 1
roll 1
roll 2
roll 6
manoeuvre Syrene M2
manoeuvre Syrene M2
sail Lynx
roll 5
roll 4
roll 6
roll 3
roll 3
roll 1
roll 3
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2
sail Rapide
roll 4
roll 2
roll 6
roll 4
roll 5
roll 5
roll 6
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M2-30
roll 1
roll 2
sail Rapide
roll 5
roll 5
roll 6
roll 6
roll 3
roll 6
roll 5
manoeuvre Rapide M2+30
manoeuvre Rapide M2-30
roll 6
roll 1
roll 4
roll 3
roll 1
roll 3
roll 4
manoeuvre Rapide M2+30
manoeuvre Rapide M2-30
manoeuvre Rapide M2+30
manoeuvre Rapide M2-30
sail Lynx
roll 3
roll 4
roll 6
roll 1
roll 2
roll 6
roll 6
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2+30
manoeuvre Lynx M2-30
sail Syrene
roll 3
roll 1
roll 1
roll 5
roll 2
roll 6
manoeuvre Syrene M2-30
manoeuvre Syrene M2-30
fire Syrene Lynx
roll 3
roll 4
roll 2
roll 5
sail Rapide
roll 5
roll 6
roll 6
roll 5
roll 1
roll 6
roll 3
manoeuvre Rapide M2+30
manoeuvre Rapide M2+30
roll 2
roll 5
roll 4
roll 3
roll 3
roll 5
roll 1
roll 1
roll 5
roll 6
roll 5
roll 2
roll 1
manoeuvre Rapide M2
roll 5
roll 6
roll 3
roll 3
roll 6
roll 2
roll 4
manoeuvre Rapide M2+30
roll 4
roll 2
roll 2
roll 5
roll 2
roll 6
roll 5
stop Rapide
sail Lynx
roll 1
roll 2
roll 2
roll 1
roll 6
roll 3
roll 5
manoeuvre Lynx M2+30
roll 6
roll 5
roll 5
roll 3
roll 3
roll 4
roll 5
manoeuvre Lynx M2+30
sail Syrene
roll 4
roll 3
roll 2
roll 6
roll 4
roll 1
manoeuvre Syrene M2-30
fire Syrene Rapide
roll 2
roll 4
roll 5
roll 6
roll 4
sail Syrene
roll 1
roll 4
roll 2
roll 1
roll 5
roll 6
manoeuvre Syrene M2
sail Rapide
roll 4
roll 4
roll 4
roll 1
roll 5
roll 4
roll 4
manoeuvre Rapide T+90
manoeuvre Rapide M2
manoeuvre Rapide M1
manoeuvre Rapide W-90
stop Rapide
sail Lynx
roll 3
roll 6
roll 4
roll 1
roll 2
roll 6
roll 6
roll 3
roll 4
roll 4
roll 6
roll 2
roll 1
roll 1
manoeuvre Lynx M2-30
fire Rapide Syrene
roll 5
roll 1
roll 3
roll 5
roll 3
roll 2
roll 3
sail Rapide
roll 5
roll 4
roll 3
roll 5
roll 3
roll 4
roll 4
manoeuvre Rapide M1
manoeuvre Rapide M2
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
sail Lynx
roll 5
roll 4
roll 3
roll 5
roll 4
roll 6
roll 4
roll 4
roll 2
roll 6
roll 4
roll 4
roll 3
roll 6
manoeuvre Lynx M2
manoeuvre Lynx M2
sail Syrene
roll 4
roll 3
roll 3
roll 6
roll 2
roll 5
manoeuvre Syrene W-90
roll 4
roll 6
sail Rapide
roll 5
roll 3
roll 3
roll 6
roll 4
roll 4
roll 6
manoeuvre Rapide W-90
manoeuvre Rapide M2-30
manoeuvre Rapide M1
manoeuvre Rapide M2-30
manoeuvre Rapide M1
sail Lynx
roll 2
roll 3
roll 5
roll 1
roll 5
roll 4
roll 1 {Lynx now has 1 Damage token [5.6.1]. Lynx runs aground [1.5.2f, 1.5.2g]. [%bookmark Lynx damaged]}
sail Syrene
roll 2
roll 1
roll 5
roll 5
roll 1
roll 6
manoeuvre Syrene M1
manoeuvre Syrene W-90
manoeuvre Syrene M2
fire Rapide Syrene
roll 6
roll 3
roll 3
roll 4
roll 5
roll 1
fire Syrene Rapide
roll 2
roll 2
roll 3
roll 5
roll 1
roll 4
sail Rapide
roll 5
roll 4
roll 1
roll 4
roll 2
roll 1
roll 3
manoeuvre Rapide M2-30
manoeuvre Rapide M2
stop Rapide
sail Lynx
roll 3
roll 2
roll 6
roll 6
roll 2
roll 5
roll 3
sail Syrene
roll 2
roll 1
roll 6
roll 6
roll 1
roll 6
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M1
roll 1
roll 1
roll 6
roll 4
roll 4
fire Syrene Rapide
roll 6
roll 1
roll 6
roll 1
roll 6
roll 5
roll 2
roll 5
roll 1
roll 2
roll 5
roll 6
roll 3
roll 6
roll 4
roll 4
roll 6 {Rapide now has 4 Damage tokens [5.6.1]. [%bookmark Rapide damaged] [%arrow red 22.2,37.8>23.3,34.4]}
roll 1
roll 6
sail Rapide
roll 2
roll 2
roll 4
roll 4
roll 4
roll 4
roll 5
roll 3
roll 4
roll 6
roll 5
sail Lynx
roll 1
roll 3
roll 3
roll 3
roll 3
roll 1
roll 1 {Lynx now has 2 Damage tokens [5.6.1]. [%bookmark Lynx damaged, Game-Turn 8]}
sail Syrene
roll 5
roll 3
roll 3
roll 3
roll 4
roll 4
manoeuvre Syrene M2-30
manoeuvre Syrene M2-30
manoeuvre Syrene M2-30
fire Syrene Rapide
roll 4
roll 3
roll 1
roll 6
roll 1
roll 2
roll 5
roll 6
roll 2
roll 5 {Rapide: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: GB wins [APP.2.2.1]. [%bookmark Rapide sunk] [%bookmark the end] [%arrow red 19.0,33.5>23.3,34.4]}
