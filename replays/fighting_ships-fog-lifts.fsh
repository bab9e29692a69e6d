[Game "Fighting Ships"]
[Scenario "The Fog Lifts"]
[Sides "GB FR"]
[Turns "12"]
[Position "FSH turn 1 initiative wind E blowing table 72x48 morale 10,10 first - shore 12,30,18,36 shore 52,4,58,9 shore 38,40,44,45 shoal 30,17,35,22 shoal 58,30,64,35 shoal 4,4,10,9 | Defiance=1 3rd-rate 24,12@90 D0 A0 admiral:nelson | Syrene=1 5th-rate 40,26@0 D0 A0 squadron:Blue | Lynx=1 6th-rate 42.5,26@0 D0 A0 squadron:Blue | Achille=2 3rd-rate 46,16@270 D0 A0 admiral:daring | Naiad=2 5th-rate 28,34@180 D0 A0 squadron:Red | Rapide=2 6th-rate 30.5,34@180 D0 A0 squadron:Red"]
[Seed "5"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 5"]
[Result "GB wins"]
[Final "FSH turn 3 boarding wind E blowing table 72x48 morale 6,-1 first 2 shore 12,30,18,36 shore 52,4,58,9 shore 38,40,44,45 shoal 30,17,35,22 shoal 58,30,64,35 shoal 4,4,10,9 | Defiance=1 3rd-rate 26,17.464101615137753@30 D0 A0 admiral:nelson spent:gunner | Syrene=1 5th-rate 35.96891108675447,26.482050807568875@240 D2 A1 squadron:Blue | Lynx=1 6th-rate 28.9533666301317,33.10705080756888@300 D0 A0 squadron:Blue | Achille=2 3rd-rate 37.66987298107781,15.5@270 D0 A0 admiral:daring | Naiad=2 5th-rate 31.482050807568875,25.468911086754463@150 D3 A1 crit:catastrophic squadron:Red sunk | Rapide=2 6th-rate 32.582531754730546,30.892949192431125@120 D5 A1 crit:fire squadron:Red sunk"]

{The Fog Lifts [APP.2.3.2g] as sailkit sets it up: three islands and three shoals on a 6-by-4-foot table, the fleets deployed among them at least 6 inches from any enemy, the wind die a 3 (from the east). Defiance (GB) carries Nelson, a National Hero and Gunner admiral, with the squadron Syrene and Lynx; Achille (FR) a Daring admiral, with the squadron Naiad and Rapide [APP.1.2.1, APP.1.2.3, 9.2]. Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships it lets leave make for their edge, and their enemies go for them.}
roll 5
roll 3
sail Lynx
roll 6
roll 3
roll 6
roll 6
roll 6
roll 5
roll 1
manoeuvre Lynx M2
manoeuvre Lynx M2-30
manoeuvre Lynx M2-30
manoeuvre Lynx M2
manoeuvre Lynx M2-30
sail Syrene
roll 4
roll 2
roll 6
roll 1
roll 2
roll 1
manoeuvre Syrene M2-30
manoeuvre Syrene W-90
sail Defiance
roll 3
roll 4
roll 2
roll 4
roll 5
roll 1
roll 5
roll 2
roll 1
roll 6
sail Rapide
roll 2
roll 4
roll 3
roll 2
roll 4
roll 2
roll 1
manoeuvre Rapide M2-30
manoeuvre Rapide M2-30
sail Naiad
roll 2
roll 5
roll 5
roll 4
roll 2
roll 2
manoeuvre Naiad M1
manoeuvre Naiad M2
stop Naiad
sail Achille
roll 1
roll 1
roll 2
roll 2
manoeuvre Achille M2-30
fire Syrene Achille
roll 2
roll 2
roll 3
fire Achille Syrene
roll 3
roll 2
roll 5
roll 6
roll 6
roll 2
roll 2
roll 6
roll 2
roll 4
fire Rapide Syrene
roll 3
roll 1
roll 3
sail Rapide
roll 4
roll 2
roll 2
roll 3
roll 1
roll 3
roll 3
roll 5
roll 5
roll 1
roll 5
sail Naiad
roll 6
roll 6
roll 3
roll 1
roll 3
roll 3
manoeuvre Naiad M1
manoeuvre Naiad M2-30
sail Achille
roll 3
roll 4
roll 6
roll 3
manoeuvre Achille M1
manoeuvre Achille M2+30
sail Lynx
roll 2
roll 4
roll 4
roll 6
roll 2
roll 1
roll 3
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M1
sail Syrene
roll 1
roll 6
roll 3
roll 4
roll 1
roll 5
manoeuvre Syrene M2
roll 4
roll 3
roll 4
roll 5
roll 1
sail Defiance
roll 4
roll 1
roll 6
roll 2
manoeuvre Defiance W-90
fire Achille Defiance
roll 5
roll 2
roll 1
roll 2
roll 4
roll 3
roll 5
roll 3
roll 5
roll 3
roll 4
roll 1
roll 5
roll 6
fire Syrene Rapide
roll 3
roll 3
roll 1
roll 4
admiral Syrene {The admiral's once-per-game gunner effect is spent [APP.1.2.1]. [%bookmark gunner spent]}
fire Syrene Rapide
roll 1
roll 2
roll 3
roll 5
roll 5
roll 3
roll 2
roll 3
roll 3 {Rapide now has 3 Damage tokens [5.6.1]. [%bookmark Rapide damaged] [%arrow red 36.0,26.5>32.6,30.9]}
fire Lynx Rapide
roll 6
roll 5
roll 1
roll 3
roll 6
roll 3
roll 3
roll 2 {Rapide now has 4 Damage tokens [5.6.1]. [%bookmark Rapide damaged, Game-Turn 2] [%arrow red 31.8,32.5>32.6,30.9]}
fire Defiance Achille
roll 1
roll 6
roll 2
roll 6
roll 6
roll 3
roll 4
roll 2
roll 6
roll 1
roll 1
roll 5
roll 5
roll 4
roll 1
roll 2
sail Rapide
roll 6
roll 5
roll 3
roll 3
roll 4
roll 6
roll 4
roll 2
roll 1
roll 6
roll 1
sail Naiad
roll 4
roll 3
roll 2
roll 2
roll 6
roll 5
manoeuvre Naiad M2-30
manoeuvre Naiad M2+30
sail Achille
roll 2
roll 6
roll 4
roll 1
manoeuvre Achille M2+30
manoeuvre Achille M2-30
sail Lynx
roll 2
roll 4
roll 3
roll 2
roll 1
roll 4
roll 3
manoeuvre Lynx M1
manoeuvre Lynx M2+30
sail Syrene
roll 2
roll 4
roll 5
roll 2
roll 5
roll 4
roll 4
roll 6
roll 6
roll 3
roll 4
sail Defiance
roll 3
roll 3
roll 4
roll 4
manoeuvre Defiance M2+30
manoeuvre Defiance M2
fire Achille Syrene
roll 2
roll 1
roll 4
roll 5
roll 2
roll 6
roll 4
roll 3
roll 2
roll 1
roll 4
roll 3
roll 5
roll 5 {Syrene now has 2 Damage tokens [5.6.1]. [%bookmark Syrene damaged] [%arrow red 37.7,15.5>36.0,26.5]}
fire Naiad Syrene
roll 5
roll 3
roll 1
roll 3
roll 6
roll 5
roll 6
fire Rapide Lynx
roll 1
fire Defiance Naiad
roll 3
roll 3
roll 5
roll 6
roll 6
roll 3
roll 4
roll 3
roll 6
roll 6
roll 3
roll 3
roll 6
roll 2
roll 5
roll 1
roll 4
roll 5
roll 3
roll 3 {Naiad: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Naiad sunk] [%arrow red 26.0,17.5>31.5,25.5]}
fire Lynx Rapide
roll 6
roll 3
roll 4
roll 3
roll 5
roll 6
roll 6 {Rapide: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: GB wins [APP.2.2.1]. [%bookmark Rapide sunk] [%bookmark the end] [%arrow red 29.0,33.1>32.6,30.9]}
