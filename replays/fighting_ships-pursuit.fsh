[Game "Fighting Ships"]
[Scenario "Pursuit and Evasion"]
[Sides "GB FR"]
[Turns "12"]
[Objective "pursuit 2 Achille"]
[Position "FSH turn 1 initiative wind E blowing table 72x48 morale 10,7 first - | Defiance=1 3rd-rate 68,20@270 D0 A0 | Syrene=1 5th-rate 68,24@270 D0 A0 | Lynx=1 6th-rate 68,28@270 D0 A0 | Achille=2 3rd-rate 36,24@270 D0 A0 | Rapide=2 6th-rate 36,32@270 D0 A0"]
[Seed "3"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 3"]
[Result "GB wins on morale"]
[Final "FSH turn 12 boarding wind E gale:4 table 72x48 morale 5,1 first 1 | Defiance=1 3rd-rate 16.491669750802313,16.200961894323342@240 D0 A1 with:Achille | Syrene=1 5th-rate 23.272758664047835,28.75@300 D0 A0 | Lynx=1 6th-rate 34.23269515458674,22.91746824526945@210 D5 A1 crit:catastrophic,catastrophic sunk | Achille=2 3rd-rate 15.741669750802313,17.5@240 D0 A1 with:Defiance | Rapide=2 6th-rate 22.60048094716167,26.160898384862243@60 D2 A1"]

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
manoeuvre Lynx M2
manoeuvre Lynx M2-30
sail Defiance
roll 1
roll 4
roll 6
roll 5
manoeuvre Defiance M2
manoeuvre Defiance M2
manoeuvre Defiance M2+30
sail Achille
roll 3
roll 5
roll 3
roll 5
manoeuvre Achille M1
manoeuvre Achille M1
sail Rapide
roll 2
roll 1
roll 3
roll 1
roll 1
roll 1
roll 5
manoeuvre Rapide M2-30
roll 5
roll 1
sail Lynx
roll 2
roll 4
roll 3
roll 5
roll 3
roll 2
roll 6
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2-30
sail Syrene
roll 1
roll 3
roll 3
roll 3
roll 2
roll 4
manoeuvre Syrene M2
sail Defiance
roll 4
roll 4
roll 5
roll 4
manoeuvre Defiance M2-30
manoeuvre Defiance M2
manoeuvre Defiance M2+30
manoeuvre Defiance M2-30
sail Achille
roll 6
roll 5
roll 6
roll 5
manoeuvre Achille M2-30
manoeuvre Achille M2+30
manoeuvre Achille M1
stop Achille
sail Rapide
roll 1
roll 5
roll 5
roll 3
roll 4
roll 6
roll 6
manoeuvre Rapide M2-30
manoeuvre Rapide M2-30
manoeuvre Rapide M2-30
stop Rapide
fire Achille Lynx
roll 6
roll 2
roll 3
roll 4
roll 3
roll 5
roll 3
roll 5
roll 3
roll 1
roll 4
roll 5
roll 3
roll 1
roll 4
roll 5
roll 5
roll 6 {Lynx: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Lynx sunk] [%arrow red 25.3,23.0>34.2,22.9]}
roll 2
roll 1
sail Syrene
roll 6
roll 6
roll 3
roll 4
roll 3
roll 6
manoeuvre Syrene M2+30
manoeuvre Syrene M2-30
manoeuvre Syrene M2
manoeuvre Syrene M2
sail Defiance
roll 3
roll 5
roll 6
roll 3
manoeuvre Defiance M2
manoeuvre Defiance M2
sail Achille
roll 6
roll 4
roll 1
roll 5
manoeuvre Achille M2-30
manoeuvre Achille M1
stop Achille
sail Rapide
roll 1
roll 6
roll 1
roll 3
roll 3
roll 6
roll 4
manoeuvre Rapide T-90
fire Syrene Rapide
roll 3
roll 5
roll 5
roll 3
fire Defiance Achille
roll 2
roll 3
roll 2
roll 3
roll 3
roll 5
roll 3
roll 3
roll 4
roll 1
roll 1
roll 5
roll 6
roll 6
fire Achille Syrene
roll 2
roll 3
roll 5
roll 2
roll 6
roll 3
roll 2
roll 3
roll 2
roll 6
roll 4
roll 6
sail Rapide
roll 6
roll 1
roll 1
roll 5
roll 3
roll 3
roll 6
roll 2
roll 4
roll 2
roll 1
sail Achille
roll 3
roll 6
roll 6
roll 2
manoeuvre Achille M1
manoeuvre Achille M1
sail Syrene
roll 5
roll 4
roll 3
roll 2
roll 1
roll 1
roll 5
roll 2
roll 3
roll 5
roll 2
sail Defiance
roll 3
roll 3
roll 6
roll 1
manoeuvre Defiance M2
fire Achille Syrene
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
roll 4
roll 3 {Syrene now has 2 Damage tokens [5.6.1]. [%bookmark Syrene damaged] [%arrow red 20.9,20.5>30.5,26.0]}
fire Syrene Rapide
roll 4
roll 5
roll 4
fire Defiance Achille
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
roll 6
roll 4
roll 6
roll 6 {The weather: gale, wind from E [1.5.1]. [%bookmark weather gale, wind from E]}
roll 5
roll 3 {The gale will blow 8 Game-Turns [1.5.2c]. [%bookmark a gale of 8]}
sail Syrene
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
roll 6
sail Defiance
roll 5
roll 2
roll 4
roll 5
manoeuvre Defiance M2
manoeuvre Defiance M2
manoeuvre Defiance M2
sail Achille
roll 1
roll 1
roll 4
roll 6
manoeuvre Achille M1
manoeuvre Achille M1
sail Rapide
roll 1
roll 2
roll 5
roll 3
roll 2
roll 6
roll 1 {Rapide now has 1 Damage token [5.6.1]. [%bookmark Rapide damaged]}
roll 5
roll 5
roll 4
roll 1
fire Syrene Rapide
roll 5
roll 1
fire Achille Syrene
roll 3
roll 2
roll 3
roll 5
roll 4
roll 1
roll 3
roll 2
roll 2
roll 1
sail Syrene
roll 5
roll 1
roll 2
roll 2
roll 3
roll 2
roll 1
roll 4
roll 6
roll 5
roll 4
sail Defiance
roll 1
roll 3
roll 2
roll 3
manoeuvre Defiance M2-30
sail Rapide
roll 5
roll 5
roll 5
roll 4
roll 1
roll 4
roll 3
roll 1
roll 1
roll 2
roll 1
sail Achille
roll 1
roll 1
roll 1
roll 4
stop Achille
roll 1
roll 6
roll 1
roll 5
roll 5
roll 4
fire Defiance Rapide
roll 3
roll 2
roll 3
fire Syrene Rapide
roll 1
roll 3
fire Achille Syrene
roll 4
roll 6
roll 4
roll 5
roll 3
roll 3
roll 3
roll 2
roll 3
roll 4
roll 1
fire Rapide Defiance
roll 2
roll 5
roll 1
sail Defiance
roll 6
roll 6
roll 4
roll 1
manoeuvre Defiance M2
manoeuvre Defiance M2+30
stop Defiance
sail Syrene
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
sail Achille
roll 5
roll 4
roll 1
roll 3
manoeuvre Achille M1
manoeuvre Achille M2
sail Rapide
roll 6
roll 4
roll 6
roll 3
roll 4
roll 6
roll 4
roll 4
roll 1
roll 2
roll 2
fire Defiance Rapide
roll 5
roll 3
roll 6
roll 5
roll 1
roll 4
roll 2
roll 4 {Rapide now has 2 Damage tokens [5.6.1]. [%bookmark Rapide damaged, Game-Turn 10] [%arrow red 23.3,19.0>22.6,26.2]}
fire Syrene Rapide
roll 2
roll 1
fire Achille Syrene
roll 3
roll 3
roll 5
roll 3
roll 1
roll 4
roll 6
roll 1
roll 6
roll 6
roll 5
roll 4
roll 6
sail Achille
roll 1
roll 6
roll 3
roll 5
manoeuvre Achille M1
stop Achille
roll 5
roll 1
roll 5
roll 6
roll 1
roll 4
sail Rapide
roll 2
roll 2
roll 4
roll 1
roll 5
roll 1
roll 5
roll 1
roll 6
roll 4
roll 2
sail Defiance
roll 1
roll 3
roll 1
roll 1
manoeuvre Defiance M2
sail Syrene
roll 1
roll 6
roll 4
roll 6
roll 3
roll 5
manoeuvre Syrene M2
manoeuvre Syrene M2+30
manoeuvre Syrene M2
stop Syrene
fire Rapide Syrene
roll 3
fire Defiance Rapide
roll 1
roll 1
roll 5
roll 5
roll 5
roll 6
roll 2
roll 1
roll 5
roll 6
roll 1
roll 5 {Rapide now has 3 Damage tokens [5.6.1]. [%bookmark Rapide damaged, Game-Turn 11] [%arrow red 21.3,19.0>22.6,26.2]}
fire Syrene Rapide
roll 1
roll 5
roll 3
roll 5
roll 2
roll 1
sail Syrene
roll 2
roll 2
roll 6
roll 2
roll 4
roll 5
manoeuvre Syrene M2
stop Syrene
sail Defiance
roll 6
roll 4
roll 3
roll 3
manoeuvre Defiance M2
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
roll 2
roll 4
roll 6
roll 5
roll 5
roll 6
roll 5
roll 6
roll 4
roll 2
roll 6 {Achille and Defiance collide and entangle [4.3.1, 4.3.3]. [%bookmark Achille entangled]}
sail Achille
roll 4
roll 2
roll 2
roll 1
sail Rapide
roll 4
roll 6
roll 4
roll 6
roll 5
roll 4
roll 5
roll 6
roll 2
roll 2
roll 3
fire Syrene Rapide
roll 2
roll 2
done GB
done FR
board Defiance Achille
roll 5
roll 5
roll 3
roll 2
roll 6
roll 5
roll 3
roll 6
roll 6
roll 4
roll 5
roll 5
roll 5
roll 3
board Achille Defiance
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
roll 4
roll 2 {The end: GB wins on morale [APP.2.3.2h]. [%bookmark the end]}
