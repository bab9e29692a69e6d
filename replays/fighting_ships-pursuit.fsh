[Game "Fighting Ships"]
[Scenario "Pursuit and Evasion"]
[Sides "GB FR"]
[Turns "12"]
[Objective "pursuit 2 Achille"]
[Position "FSH turn 1 initiative wind E blowing table 72x48 morale 10,7 first - | Defiance=1 3rd-rate 68,20@270 D0 A0 | Syrene=1 5th-rate 68,24@270 D0 A0 | Lynx=1 6th-rate 68,28@270 D0 A0 | Achille=2 3rd-rate 36,24@270 D0 A0 | Rapide=2 6th-rate 36,32@270 D0 A0"]
[Seed "3"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 3"]
[Result "GB wins"]
[Final "FSH turn 10 gunnery wind N blowing table 72x48 morale 4,-8 first 2 | Defiance=1 3rd-rate 32.92170924848092,22.907796841885585@283.826599121 D0 A1 | Syrene=1 5th-rate 38.303847577293375,21.499999999999996@180 D0 A0 | Lynx=1 6th-rate 29.743195308499974,26.007669647181167@287.216430664 D8 A1 crit:steering,fire sunk | Achille=2 3rd-rate 32.571276229976384,21.25827734462485@109.228332519 D0 A0 sunk | Rapide=2 6th-rate 26.38397459621557,24.51794919243112@180 D0 A0"]

{Pursuit and Evasion [APP.2.3.2h] as sailkit sets it up: the flagship Achille (FR) and Rapide at the centre of a 6-by-4-foot table, the wind from the east edge, where Defiance, Syrene and Lynx (GB) deploy (reading pursuit_deployment). Achille wins by sailing off any edge; GB wins if she strikes, sinks or is taken. Both sides are sailed by the computer captain (captain.py), which plays for fleet morale alone.}
roll 2
roll 5
sail Achille
roll 5
roll 2
roll 3
roll 5
manoeuvre Achille M1
manoeuvre Achille M1
sail Rapide
roll 4
roll 6
roll 5
roll 1
roll 5
roll 1
roll 4
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
sail Syrene
roll 3
roll 5
roll 2
roll 2
roll 6
roll 4
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
sail Defiance
roll 5
roll 5
roll 4
roll 4
manoeuvre Defiance M2
manoeuvre Defiance M2-30
manoeuvre Defiance M2+30
manoeuvre Defiance M2
sail Lynx
roll 6
roll 2
roll 2
roll 6
roll 2
roll 5
roll 4
manoeuvre Lynx M2
manoeuvre Lynx M2+30
manoeuvre Lynx M2-30
manoeuvre Lynx M2
roll 6
roll 1
sail Defiance
roll 6
roll 1
roll 2
roll 5
manoeuvre Defiance M2
manoeuvre Defiance M2
sail Lynx
roll 1
roll 3
roll 1
roll 3
roll 4
roll 5
roll 6
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2
sail Syrene
roll 4
roll 6
roll 4
roll 4
roll 6
roll 5
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2+30
manoeuvre Syrene M2-30
sail Achille
roll 4
roll 2
roll 3
roll 1
stop Achille
roll 1
roll 2
roll 4
roll 2
roll 3
roll 6
sail Rapide
roll 4
roll 6
roll 3
roll 4
roll 5
roll 4
roll 5
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
roll 3
roll 5
sail Achille
roll 5
roll 4
roll 5
roll 2
manoeuvre Achille M1
manoeuvre Achille M1
stop Achille
sail Rapide
roll 3
roll 6
roll 1
roll 3
roll 5
roll 6
roll 6
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
sail Syrene
roll 2
roll 6
roll 3
roll 5
roll 5
roll 5
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
sail Lynx
roll 1
roll 6
roll 6
roll 2
roll 6
roll 5
roll 3
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2-30
manoeuvre Lynx M2+30
sail Defiance
roll 3
roll 1
roll 1
roll 4
manoeuvre Defiance M2
roll 6
roll 4
sail Syrene
roll 1
roll 3
roll 1
roll 4
roll 2
roll 1
manoeuvre Syrene M2
sail Lynx
roll 3
roll 4
roll 4
roll 1
roll 1
roll 5
roll 5
manoeuvre Lynx M2-30
manoeuvre Lynx M2+30
manoeuvre Lynx M2-30
roll 1
roll 4
roll 6
roll 5
roll 3
roll 5
roll 3
manoeuvre Lynx M2
sail Defiance
roll 5
roll 2
roll 1
roll 3
manoeuvre Defiance M2
sail Achille
roll 1
roll 1
roll 1
roll 5
stop Achille
roll 5
roll 1
roll 2
roll 4
roll 3
roll 5
sail Rapide
roll 3
roll 2
roll 6
roll 1
roll 3
roll 3
roll 3
manoeuvre Rapide M2-30
fire Lynx Achille
roll 2
roll 4
roll 4 {The weather: blowing, wind from NE [1.5.1]. [%bookmark weather blowing, wind from NE]}
sail Achille
roll 4
roll 5
roll 4
roll 6
stop Achille
roll 5
roll 6
roll 5
roll 1
roll 5
roll 5
sail Rapide
roll 3
roll 4
roll 6
roll 6
roll 6
roll 2
roll 3
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
sail Lynx
roll 4
roll 3
roll 5
roll 3
roll 5
roll 3
roll 1
manoeuvre Lynx M2
manoeuvre Lynx M2+30
roll 4
roll 5
roll 3
roll 1
roll 4
roll 5
roll 5
roll 6
roll 2
roll 1
roll 6
manoeuvre Lynx M2
roll 6
roll 3
roll 4
roll 3
roll 6
roll 3
roll 5
sail Syrene
roll 6
roll 3
roll 6
roll 4
roll 1
roll 5
manoeuvre Syrene M2+30
manoeuvre Syrene M2
manoeuvre Syrene M2+30
manoeuvre Syrene M2+30
sail Defiance
roll 1
roll 6
roll 1
roll 3
manoeuvre Defiance M2
fire Syrene Rapide
roll 3
roll 6
roll 4
roll 3
roll 5
roll 5 {The weather: blowing, wind from N [1.5.1]. [%bookmark weather blowing, wind from N]}
sail Lynx
roll 3
roll 2
roll 3
roll 2
roll 3
roll 3
roll 5
manoeuvre Lynx M2-30
roll 3
roll 3
roll 4
roll 1
roll 1
roll 5
roll 6
sail Syrene
roll 6
roll 2
roll 3
roll 5
roll 2
roll 6
manoeuvre Syrene M1
stop Syrene
roll 3
roll 2
roll 3
roll 2
roll 6
sail Defiance
roll 4
roll 6
roll 6
roll 1
manoeuvre Defiance M2+30
manoeuvre Defiance M2-30
manoeuvre Defiance M2+30
sail Achille
roll 1
roll 5
roll 3
roll 3
manoeuvre Achille M2+30
roll 6
roll 2
roll 4
roll 2
sail Rapide
roll 1
roll 3
roll 6
roll 6
roll 2
roll 5
roll 4
manoeuvre Rapide W-90
manoeuvre Rapide M2-30
roll 3
roll 2
roll 1
roll 1
roll 5
roll 2
sail Lynx
roll 3
roll 5
roll 2
roll 3
roll 3
roll 6
roll 1
manoeuvre Lynx W-90
roll 5
roll 3
roll 5
roll 2
roll 4
roll 3
roll 5
roll 3
roll 4
roll 3
roll 6
manoeuvre Lynx M2-30
roll 4
roll 3
roll 4
roll 5
roll 4
roll 1
roll 4
roll 2
roll 2
roll 1
roll 4
roll 5
roll 5
roll 4
roll 5
roll 6
roll 2
roll 1
roll 6 {Lynx now has 1 Damage token [5.6.1]. Achille and Lynx collide and entangle [4.3.1, 4.3.3]. [%bookmark Lynx damaged]}
roll 4
roll 6
roll 6
roll 5
sail Syrene
roll 3
roll 5
roll 3
roll 2
roll 1
roll 5
roll 3
roll 1
roll 2
roll 1
roll 1
sail Defiance
roll 6
roll 5
roll 2
roll 4
manoeuvre Defiance M2
manoeuvre Defiance M2-30
sail Achille
roll 5
roll 1
roll 1
roll 4
sail Rapide
roll 6
roll 1
roll 2
roll 5
roll 3
roll 2
roll 6
manoeuvre Rapide M2
manoeuvre Rapide M2-30
roll 1
roll 5
roll 5
roll 4
fire Lynx Achille
roll 1
roll 5
roll 1
roll 3
roll 2
roll 3
roll 5
roll 4
roll 1
roll 3
fire Achille Lynx
roll 2
roll 2
roll 1
roll 5
roll 1
roll 2
roll 2
roll 3
roll 2
roll 1 {Lynx now has 1 Damage token [5.6.1]. [%bookmark Lynx damaged, Game-Turn 7] [%arrow red 30.1,24.6>29.7,26.0]}
fire Rapide Lynx
roll 4
roll 6
roll 5
roll 4
sail Lynx
roll 1
roll 3
roll 2
roll 3
roll 5
roll 5
roll 5
roll 4
roll 1
roll 4
roll 3
sail Syrene
roll 1
roll 1
roll 2
roll 1
roll 1
roll 1
roll 1
roll 4
roll 1
roll 6
roll 1
sail Defiance
roll 5
roll 5
roll 4
roll 3
manoeuvre Defiance M2-30
manoeuvre Defiance M2+30
manoeuvre Defiance M2+30
sail Achille
roll 2
roll 3
roll 1
roll 3
sail Rapide
roll 4
roll 6
roll 4
roll 5
roll 3
roll 3
roll 3
manoeuvre Rapide M1
roll 2
roll 3
roll 4
roll 1
fire Defiance Achille
roll 2
roll 5
roll 1
roll 6
roll 6
roll 4
roll 1
roll 5
roll 2
roll 1
roll 3
roll 4
roll 5
roll 6
roll 5
roll 4
roll 6
roll 1
roll 5
roll 4
roll 1
roll 3
roll 6
roll 4
roll 6
roll 3
roll 4
roll 6
roll 4
roll 4 {Lynx now has 4 Damage tokens [5.6.1]. [%bookmark Lynx damaged, Game-Turn 8]}
fire Lynx Achille
roll 1
fire Achille Lynx
roll 2
roll 2
roll 5
roll 3
roll 6
roll 5
roll 1
roll 4
roll 2
roll 4
roll 2
roll 1
roll 3
roll 3
roll 5
roll 3 {Lynx: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Lynx sunk] [%arrow red 30.1,24.6>29.7,26.0]}
roll 1
roll 4
sail Achille
roll 6
roll 1
roll 6
roll 6
manoeuvre Achille W-90
roll 5
roll 4
roll 6
roll 1
manoeuvre Achille W-90
manoeuvre Achille W-90
roll 6
roll 3
roll 5
roll 5
roll 1
roll 5
sail Rapide
roll 6
roll 1
roll 4
roll 2
roll 2
roll 4
roll 1
manoeuvre Rapide W+90
roll 5
roll 1
roll 5
roll 1
sail Defiance
roll 6
roll 4
roll 2
roll 1
manoeuvre Defiance W-90
roll 3
roll 1
roll 1
roll 1
roll 6
roll 4
roll 6
roll 3
roll 5
roll 3
roll 1
roll 1
roll 5
roll 5
sail Syrene
roll 5
roll 6
roll 2
roll 1
roll 5
roll 6
manoeuvre Syrene W+90
manoeuvre Syrene W+90
roll 1
roll 5
sail Achille
roll 1
roll 5
roll 3
roll 5
manoeuvre Achille M2-30
roll 2
roll 1
roll 2
roll 2
roll 6
roll 2
roll 4
roll 5
manoeuvre Achille M2
roll 6
roll 4
roll 3
roll 3
sail Rapide
roll 5
roll 4
roll 3
roll 5
roll 4
roll 1
roll 4
roll 5
roll 2
roll 4
roll 6
sail Defiance
roll 2
roll 4
roll 6
roll 5
manoeuvre Defiance W-90
roll 5
roll 6
roll 5
roll 6
roll 4
roll 2
roll 6
roll 4
roll 2
roll 2
sail Syrene
roll 1
roll 4
roll 6
roll 4
roll 6
roll 5
manoeuvre Syrene M2-30
manoeuvre Syrene M2+30
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M1
fire Achille Defiance
roll 4
roll 5
roll 6
roll 2
roll 2
roll 3
roll 2
roll 2
roll 5
roll 5
roll 3
roll 2
roll 6
roll 5
roll 3
roll 6
fire Defiance Achille
roll 6
roll 4
roll 5
roll 5
roll 5
roll 3
roll 2
roll 3
roll 1
roll 3
roll 4
roll 4
roll 2
roll 2
roll 5
roll 3
roll 2
roll 3
roll 4 {Achille: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: GB wins [APP.2.3.2h]. [%bookmark Achille sunk] [%bookmark the end] [%arrow red 32.9,22.9>32.6,21.3]}
