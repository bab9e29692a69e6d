[Game "Fighting Ships"]
[Scenario "Pursuit and Evasion"]
[Sides "GB FR"]
[Turns "12"]
[Objective "pursuit 2 Achille"]
[Position "FSH turn 1 initiative wind E blowing table 72x48 morale 10,7 first - | Defiance=1 3rd-rate 68,20@270 D0 A0 | Syrene=1 5th-rate 68,24@270 D0 A0 | Lynx=1 6th-rate 68,28@270 D0 A0 | Achille=2 3rd-rate 36,24@270 D0 A0 | Rapide=2 6th-rate 36,32@270 D0 A0"]
[Seed "1"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 1"]
[Result "FR wins"]
[Final "FSH turn 7 sailing wind E becalmed table 72x48 morale 6,7 first 2 | Defiance=1 3rd-rate 49.60769515458675,29.46410161513775@330 D0 A0 | Syrene=1 5th-rate 32.8217967697245,31.031088913245533@330 D0 A0 | Lynx=1 6th-rate 43.0717967697245,33.73205080756888@270 D3 A1 crit:catastrophic sunk | Achille=2 3rd-rate 35.267949192431125,45.66025403784438@0 D0 A0 off escaped | Rapide=2 6th-rate 16,32@270 D0 A0"]

{Pursuit and Evasion [APP.2.3.2h] as sailkit sets it up: the flagship Achille (FR) and Rapide at the centre of a 6-by-4-foot table, the wind from the east edge, where Defiance, Syrene and Lynx (GB) deploy (reading pursuit_deployment). Achille wins by sailing off any edge; GB wins if she strikes, sinks or is taken. Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships it lets leave make for their edge, and their enemies go for them.}
roll 2
roll 5
sail Achille
roll 1
roll 3
roll 1
roll 4
manoeuvre Achille M2+30
sail Rapide
roll 4
roll 4
roll 6
roll 4
roll 2
roll 1
roll 4
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
sail Syrene
roll 1
roll 4
roll 4
roll 5
roll 1
roll 6
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
sail Lynx
roll 4
roll 3
roll 6
roll 2
roll 5
roll 1
roll 3
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2+30
sail Defiance
roll 1
roll 1
roll 1
roll 6
manoeuvre Defiance M2
roll 5
roll 1
sail Syrene
roll 4
roll 6
roll 2
roll 4
roll 6
roll 1
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
sail Lynx
roll 5
roll 2
roll 4
roll 4
roll 5
roll 2
roll 3
manoeuvre Lynx M2-30
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2
sail Defiance
roll 2
roll 6
roll 2
roll 4
manoeuvre Defiance M2
manoeuvre Defiance M2
sail Achille
roll 3
roll 1
roll 4
roll 5
manoeuvre Achille M2+30
manoeuvre Achille M2+30
sail Rapide
roll 6
roll 1
roll 2
roll 6
roll 6
roll 3
roll 1
manoeuvre Rapide M2
manoeuvre Rapide M1
stop Rapide
roll 6
roll 3
sail Syrene
roll 6
roll 6
roll 5
roll 4
roll 5
roll 6
manoeuvre Syrene M2
manoeuvre Syrene M2+30
manoeuvre Syrene M2-30
manoeuvre Syrene M2+30
manoeuvre Syrene M2-30
manoeuvre Syrene M2
sail Lynx
roll 2
roll 3
roll 3
roll 5
roll 4
roll 5
roll 4
manoeuvre Lynx M2
manoeuvre Lynx M1
manoeuvre Lynx M2+30
manoeuvre Lynx M2+30
sail Defiance
roll 5
roll 1
roll 4
roll 2
manoeuvre Defiance M2+30
manoeuvre Defiance M2
sail Achille
roll 6
roll 4
roll 4
roll 6
manoeuvre Achille M2+30
manoeuvre Achille M2
manoeuvre Achille M2-30
manoeuvre Achille M2-30
sail Rapide
roll 2
roll 3
roll 5
roll 6
roll 6
roll 6
roll 3
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
fire Achille Syrene
roll 1
roll 4
roll 6
roll 5
roll 1
roll 2
roll 5
roll 4
roll 3
roll 4
roll 6
roll 1
sail Syrene
roll 4
roll 1
roll 3
roll 6
roll 5
roll 5
manoeuvre Syrene M2
roll 5
roll 4
roll 6
roll 2
roll 2
sail Lynx
roll 5
roll 2
roll 1
roll 2
roll 5
roll 5
roll 2
manoeuvre Lynx M2-30
manoeuvre Lynx M2
manoeuvre Lynx M2-30
sail Defiance
roll 4
roll 5
roll 3
roll 5
manoeuvre Defiance M2
manoeuvre Defiance M2
manoeuvre Defiance M2
sail Achille
roll 3
roll 4
roll 3
roll 6
manoeuvre Achille M2+30
manoeuvre Achille M2+30
sail Rapide
roll 5
roll 5
roll 6
roll 1
roll 4
roll 6
roll 5
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
fire Achille Lynx
roll 2
roll 5
roll 5
roll 2
roll 4
roll 1
roll 4
roll 3
roll 5
roll 5
roll 2
roll 5
roll 4
roll 4 {Lynx: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Lynx sunk] [%arrow red 35.3,39.7>43.1,33.7]}
roll 3
roll 4
sail Achille
roll 3
roll 1
roll 5
roll 5
manoeuvre Achille M2-30
manoeuvre Achille M2
sail Rapide
roll 5
roll 5
roll 3
roll 4
roll 5
roll 1
roll 2
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
sail Syrene
roll 6
roll 2
roll 5
roll 5
roll 2
roll 1
manoeuvre Syrene M2+30
manoeuvre Syrene M2+30
manoeuvre Syrene M2-30
sail Defiance
roll 5
roll 3
roll 1
roll 6
manoeuvre Defiance M2+30
manoeuvre Defiance M2-30
roll 1
roll 1 {The weather: becalmed, wind from E [1.5.1]. [%bookmark weather becalmed, wind from E]}
sail Syrene
roll 1
roll 4
roll 1
roll 3
roll 2
roll 3
manoeuvre Syrene M2+30
sail Defiance
roll 1
roll 5
roll 2
roll 3
manoeuvre Defiance M2+30
sail Achille
roll 3
roll 1
roll 2
roll 2
manoeuvre Achille M2
sail Rapide
roll 3
roll 5
roll 2
roll 6
roll 3
roll 6
roll 6
manoeuvre Rapide M1
manoeuvre Rapide M1
stop Rapide
roll 3
roll 4
sail Achille
roll 6
roll 3
roll 4
roll 4
manoeuvre Achille M2 {Achille sails off the table, as the scenario allows [APP.2.3.2h]. The end: FR wins [APP.2.3.2h]. [%bookmark Achille away] [%bookmark the end]}
