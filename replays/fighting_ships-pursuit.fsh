[Game "Fighting Ships"]
[Scenario "Pursuit and Evasion"]
[Sides "GB FR"]
[Turns "12"]
[Objective "pursuit 2 Achille"]
[Position "FSH turn 1 initiative wind E blowing table 72x48 morale 10,7 first - | Defiance=1 3rd-rate 68,20@270 D0 A0 | Syrene=1 5th-rate 68,24@270 D0 A0 | Lynx=1 6th-rate 68,28@270 D0 A0 | Achille=2 3rd-rate 36,24@270 D0 A0 | Rapide=2 6th-rate 36,32@270 D0 A0"]
[Seed "5"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 5"]
[Result "GB wins"]
[Final "FSH turn 12 gunnery wind E blowing table 72x48 morale 2,-8 first 2 | Defiance=1 3rd-rate 29.83974596215563,37.33012701892219@60 D0 A0 | Syrene=1 5th-rate 31.803847577293375,27@270 D0 A0 sunk | Lynx=1 6th-rate 29.7033666301317,31.107050807568882@240 D4 A2 crit:motive,armament struck | Achille=2 3rd-rate 30.456800927799996,32.95525502769812@65.173087663 D5 A2 crit:motive,steering,steering sunk | Rapide=2 6th-rate 15.089745962155622,8.687822173508934@180 D0 A0"]

{Pursuit and Evasion [APP.2.3.2h] as sailkit sets it up: the flagship Achille (FR) and Rapide at the centre of a 6-by-4-foot table, the wind from the east edge, where Defiance, Syrene and Lynx (GB) deploy (reading pursuit_deployment). Achille wins by sailing off any edge; GB wins if she strikes, sinks or is taken. Both sides are sailed by the computer captain (captain.py), which plays for fleet morale alone.}
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
sail Defiance
roll 1
roll 4
roll 2
roll 6
manoeuvre Defiance M2
manoeuvre Defiance M2
sail Lynx
roll 1
roll 2
roll 1
roll 3
roll 4
roll 2
roll 4
manoeuvre Lynx M2
manoeuvre Lynx M2
sail Achille
roll 5
roll 1
roll 5
roll 2
manoeuvre Achille M1
manoeuvre Achille M1
sail Rapide
roll 1
roll 6
roll 2
roll 4
roll 3
roll 2
roll 4
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
roll 2
roll 1
sail Syrene
roll 2
roll 5
roll 5
roll 4
roll 2
roll 2
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2+30
sail Defiance
roll 1
roll 1
roll 2
roll 2
manoeuvre Defiance M2
sail Lynx
roll 2
roll 2
roll 3
roll 3
roll 2
roll 5
roll 6
manoeuvre Lynx M2
manoeuvre Lynx M2
sail Achille
roll 6
roll 2
roll 2
roll 6
manoeuvre Achille M1
manoeuvre Achille M1
sail Rapide
roll 2
roll 4
roll 3
roll 1
roll 3
roll 4
roll 2
manoeuvre Rapide M1
manoeuvre Rapide M1
roll 2
roll 3
sail Achille
roll 1
roll 3
roll 3
roll 5
stop Achille
roll 5
roll 1
roll 5
roll 6
roll 6
roll 3
sail Rapide
roll 1
roll 3
roll 3
roll 3
roll 4
roll 6
roll 3
manoeuvre Rapide M1
manoeuvre Rapide M1
sail Syrene
roll 2
roll 4
roll 4
roll 6
roll 2
roll 1
manoeuvre Syrene M2-30
manoeuvre Syrene M2
manoeuvre Syrene M2
sail Lynx
roll 3
roll 1
roll 6
roll 3
roll 4
roll 1
roll 5
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2
sail Defiance
roll 4
roll 3
roll 4
roll 5
manoeuvre Defiance M2
manoeuvre Defiance M2
manoeuvre Defiance M2
roll 1
roll 4
sail Achille
roll 1
roll 6
roll 2
roll 5
manoeuvre Achille M1
manoeuvre Achille M1
sail Rapide
roll 2
roll 1
roll 2
roll 4
roll 3
roll 5
roll 3
manoeuvre Rapide M1
manoeuvre Rapide M1
sail Syrene
roll 5
roll 3
roll 4
roll 1
roll 5
roll 6
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2+30
sail Lynx
roll 3
roll 3
roll 1
roll 4
roll 1
roll 2
roll 3
manoeuvre Lynx M2
sail Defiance
roll 5
roll 5
roll 3
roll 2
manoeuvre Defiance M2
manoeuvre Defiance M2
fire Syrene Rapide
roll 3
roll 3
roll 6
roll 5
roll 1
roll 3
sail Achille
roll 6
roll 3
roll 3
roll 2
manoeuvre Achille M2+30
sail Rapide
roll 1
roll 6
roll 2
roll 6
roll 6
roll 3
roll 4
manoeuvre Rapide M2-30
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
sail Syrene
roll 2
roll 6
roll 1
roll 1
roll 5
roll 5
manoeuvre Syrene M2
manoeuvre Syrene M2-30
manoeuvre Syrene M2
sail Lynx
roll 4
roll 1
roll 2
roll 6
roll 5
roll 3
roll 3
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2
sail Defiance
roll 4
roll 6
roll 4
roll 2
manoeuvre Defiance M2
manoeuvre Defiance M2
manoeuvre Defiance M2
roll 1
roll 6
sail Achille
roll 1
roll 4
roll 3
roll 2
manoeuvre Achille M2+30
sail Rapide
roll 2
roll 6
roll 5
roll 2
roll 6
roll 4
roll 1
manoeuvre Rapide M2
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
sail Syrene
roll 2
roll 4
roll 3
roll 2
roll 1
roll 4
manoeuvre Syrene M1
stop Syrene
roll 3
roll 2
roll 4
roll 5
roll 2
sail Lynx
roll 5
roll 4
roll 4
roll 6
roll 6
roll 3
roll 4
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2+30
stop Lynx
sail Defiance
roll 3
roll 3
roll 4
roll 4
manoeuvre Defiance M2+30
manoeuvre Defiance M2
fire Syrene Achille
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
sail Syrene
roll 5
roll 5
roll 5
roll 3
roll 1
roll 3
roll 6
roll 5
roll 6
roll 1
roll 3
sail Lynx
roll 3
roll 5
roll 6
roll 6
roll 3
roll 4
roll 3
manoeuvre Lynx M2+30
manoeuvre Lynx M2-30
manoeuvre Lynx M2-30
manoeuvre Lynx M2-30
sail Defiance
roll 6
roll 6
roll 3
roll 3
manoeuvre Defiance M2
manoeuvre Defiance M2
sail Achille
roll 6
roll 2
roll 5
roll 1
manoeuvre Achille M2+30
stop Achille
sail Rapide
roll 4
roll 5
roll 3
roll 3
roll 6
roll 3
roll 4
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M2-30
stop Rapide
fire Achille Syrene
roll 3
roll 5
roll 6
roll 6
roll 3
roll 3
roll 3
roll 6
roll 3
roll 6
roll 4
roll 3
roll 2 {Syrene: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Syrene sunk] [%arrow red 27.3,28.7>31.8,27.0]}
roll 6
roll 4
sail Lynx
roll 3
roll 3
roll 5
roll 2
roll 5
roll 2
roll 2
stop Lynx
roll 3
roll 4
roll 3
roll 6
sail Defiance
roll 1
roll 6
roll 6
roll 6
manoeuvre Defiance M2
manoeuvre Defiance M2
manoeuvre Defiance M2-30
sail Achille
roll 4
roll 2
roll 5
roll 5
manoeuvre Achille T+90
roll 5
roll 6
roll 4
roll 3
manoeuvre Achille M1
sail Rapide
roll 5
roll 5
roll 6
roll 3
roll 6
roll 1
roll 2
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
fire Achille Lynx
roll 2
roll 5
roll 4
roll 5
roll 6
roll 2
roll 2
roll 6
roll 2
roll 6
roll 6
roll 1
roll 4
roll 2
roll 2
roll 1
roll 2
roll 1
roll 3
roll 2
roll 4
roll 2 {Lynx: struck [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Lynx struck] [%arrow red 27.7,31.7>29.7,31.1]}
roll 5
roll 1
sail Defiance
roll 4
roll 4
roll 3
roll 4
manoeuvre Defiance M2
manoeuvre Defiance M2
manoeuvre Defiance M2
sail Achille
roll 6
roll 5
roll 1
roll 5
manoeuvre Achille T+90
roll 2
roll 2
roll 6
roll 3
manoeuvre Achille M1
sail Rapide
roll 1
roll 3
roll 4
roll 3
roll 4
roll 1
roll 6
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
roll 5
roll 3
sail Defiance
roll 1
roll 5
roll 5
roll 3
manoeuvre Defiance M2+30
manoeuvre Defiance M2+30
sail Achille
roll 1
roll 3
roll 5
roll 5
roll 3
roll 5
roll 3
roll 3
roll 2
roll 4
sail Rapide
roll 4
roll 5
roll 6
roll 5
roll 3
roll 4
roll 2
manoeuvre Rapide M2-30
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
fire Defiance Achille
roll 2
roll 5
roll 4
roll 5
roll 4
roll 2
roll 2
roll 5
roll 1
roll 3
roll 6
roll 1
roll 4
roll 1
roll 3
roll 5
sail Achille
roll 5
roll 5
roll 2
roll 3
roll 6
roll 5
roll 4
roll 4
roll 4
roll 2
sail Rapide
roll 4
roll 3
roll 4
roll 6
roll 4
roll 4
roll 2
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
sail Defiance
roll 5
roll 5
roll 3
roll 6
manoeuvre Defiance M2+30
manoeuvre Defiance M2
manoeuvre Defiance M2+30
fire Defiance Achille
roll 3
roll 4
roll 3
roll 4
roll 1
roll 3
roll 3
roll 4
roll 3
roll 2
roll 4
roll 1
roll 1
roll 6
roll 5
roll 4
roll 2
roll 3
roll 1
roll 2
roll 4 {Achille now has 3 Damage tokens [5.6.1]. [%bookmark Achille damaged] [%arrow red 25.9,34.5>30.5,33.0]}
roll 1
roll 4
sail Achille
roll 5
roll 5
roll 3
roll 2
roll 4
roll 1
roll 2
roll 4
roll 3
roll 2
sail Rapide
roll 6
roll 3
roll 3
roll 4
roll 5
roll 4
roll 5
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
sail Defiance
roll 6
roll 5
roll 6
roll 1
manoeuvre Defiance M1
manoeuvre Defiance M2+30
manoeuvre Defiance M2
fire Achille Defiance
roll 1
roll 2
roll 3
roll 3
roll 5
roll 6
roll 3
roll 5
roll 3
roll 6
fire Defiance Achille
roll 5
roll 1
roll 4
roll 3
roll 3
roll 6
roll 6
roll 5
roll 2
roll 1
roll 1
roll 3
roll 5
roll 4
roll 6
roll 1
roll 6
roll 5
roll 2
roll 1
roll 4
roll 4 {Achille: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: GB wins [APP.2.3.2h]. [%bookmark Achille sunk] [%bookmark the end] [%arrow red 29.8,37.3>30.5,33.0]}
