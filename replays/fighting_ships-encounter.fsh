[Game "Fighting Ships"]
[Scenario "Encounter on the High Seas"]
[Sides "GB FR"]
[Turns "12"]
[Position "FSH turn 1 initiative wind E blowing table 48x48 morale 10,10 first - | Defiance=1 3rd-rate 18,6@0 D0 A0 | Syrene=1 5th-rate 24,6@0 D0 A0 | Lynx=1 6th-rate 30,6@0 D0 A0 | Achille=2 3rd-rate 30,42@180 D0 A0 | Naiad=2 5th-rate 24,42@180 D0 A0 | Rapide=2 6th-rate 18,42@180 D0 A0"]
[Seed "0"]
[Annotator "sailkit: random players for both sides (sailkit.players), choices and dice seeded 0"]
[Result "FR wins on morale"]
[Final "FSH turn 12 boarding wind S blowing table 48x48 morale 5,8 first 1 | Defiance=1 3rd-rate 19.02073803017458,28.20048584462768@317.169250488 D0 A0 | Syrene=1 5th-rate 26.031414612521832,20.19143791511107@14.640625 D2 A2 crit:catastrophic,motive | Lynx=1 6th-rate 16.25064164713602,16.461695320551897@30 D0 A0 | Achille=2 3rd-rate 24.142949192431125,35.16987298107781@180 D0 A1 | Naiad=2 5th-rate 30.8012736051914,41.61456001334153@37.09375 D0 A0 | Rapide=2 6th-rate 28.590587079224342,45.650908391333765@90 D0 A1"]

{Encounter on the High Seas [APP.2.3.2b] as sailkit sets it up: Defiance, Syrene and Lynx (GB) against Achille, Naiad and Rapide (FR) on a 4-foot table, the wind from the east. Both sides are sailed at random (Fighting Ships has no computer captain yet), so read it for the rules at work, not for seamanship.}
roll 4
roll 4
roll 1
roll 3
sail Achille
roll 5
roll 4
roll 4
roll 3
manoeuvre Achille W+90
manoeuvre Achille T-90
roll 4
roll 3
roll 5
roll 2
roll 5
roll 2
roll 3
roll 2
roll 1
roll 5
roll 3
roll 5
roll 6
roll 5
roll 2
roll 3
roll 1
roll 6
roll 1
roll 6 {Achille and Naiad collide and entangle [4.3.1, 4.3.3]. [%bookmark Achille entangled]}
sail Naiad
roll 3
roll 4
roll 5
roll 1
roll 3
roll 4
sail Rapide
roll 3
roll 5
roll 6
roll 2
roll 5
roll 4
roll 4
manoeuvre Rapide W+90
manoeuvre Rapide M2
manoeuvre Rapide M1
manoeuvre Rapide M1
manoeuvre Rapide W+90
sail Defiance
roll 5
roll 3
roll 1
roll 5
manoeuvre Defiance M2
manoeuvre Defiance M1
sail Lynx
roll 1
roll 1
roll 6
roll 4
roll 6
roll 6
roll 6
manoeuvre Lynx T+90
manoeuvre Lynx T+90
manoeuvre Lynx M2+30
sail Syrene
roll 1
roll 5
roll 4
roll 3
roll 2
roll 6
manoeuvre Syrene M2-30
manoeuvre Syrene M2-30
manoeuvre Syrene W-90
roll 3
roll 6
roll 1
roll 2
roll 5
roll 2
roll 2
roll 2 {The weather: blowing, wind from SE [1.5.1]. [%bookmark weather blowing, wind from SE]}
sail Lynx
roll 5
roll 4
roll 1
roll 1
roll 3
roll 5
roll 4
manoeuvre Lynx M2+30
manoeuvre Lynx M2
sail Syrene
roll 1
roll 3
roll 5
roll 3
roll 6
roll 1
manoeuvre Syrene M1
manoeuvre Syrene M2
sail Defiance
roll 5
roll 3
roll 5
roll 2
stop Defiance
roll 5
roll 5
roll 5
roll 3
roll 4
roll 1
sail Naiad
roll 5
roll 4
roll 3
roll 5
roll 2
roll 3
sail Achille
roll 2
roll 2
roll 2
roll 1
sail Rapide
roll 5
roll 6
roll 3
roll 4
roll 1
roll 1
roll 6
manoeuvre Rapide M2+30
manoeuvre Rapide M2
stop Rapide
roll 2
roll 2 {The weather: blowing, wind from S [1.5.1]. [%bookmark weather blowing, wind from S]}
sail Achille
roll 1
roll 1
roll 6
roll 5
manoeuvre Achille M2+30
roll 6
roll 4
roll 6
roll 5
roll 3
roll 5
sail Naiad
roll 2
roll 2
roll 6
roll 5
roll 4
roll 5
roll 3
roll 4
roll 4
roll 6
roll 6
sail Rapide
roll 6
roll 3
roll 1
roll 3
roll 5
roll 1
roll 4
manoeuvre Rapide M1
roll 5
roll 6
roll 3
roll 2
sail Lynx
roll 2
roll 1
roll 6
roll 3
roll 1
roll 6
roll 2
manoeuvre Lynx M2
roll 3
roll 2
roll 3
roll 4
sail Syrene
roll 1
roll 1
roll 2
roll 6
roll 2
roll 1
manoeuvre Syrene W+90
sail Defiance
roll 5
roll 6
roll 5
roll 5
manoeuvre Defiance M2-30
roll 6
roll 1
roll 1
roll 1
roll 6
roll 2
roll 5
roll 5
roll 1
roll 4
roll 1
roll 3
sail Rapide
roll 1
roll 1
roll 5
roll 1
roll 2
roll 2
roll 6
manoeuvre Rapide M2
manoeuvre Rapide M2+30
sail Achille
roll 1
roll 4
roll 2
roll 6
manoeuvre Achille M2+30
sail Naiad
roll 1
roll 6
roll 1
roll 5
roll 4
roll 5
manoeuvre Naiad M2
roll 1
roll 3
roll 1
roll 2
roll 1
roll 6
sail Defiance
roll 3
roll 3
roll 4
roll 2
manoeuvre Defiance M2+30
roll 1
roll 5
roll 4
roll 1
roll 5
roll 1
roll 6
roll 4
roll 2
roll 3
sail Lynx
roll 3
roll 6
roll 4
roll 5
roll 2
roll 6
roll 6
manoeuvre Lynx M2
manoeuvre Lynx W+90
manoeuvre Lynx M2
roll 2
roll 1
roll 6
roll 2
sail Syrene
roll 2
roll 3
roll 5
roll 3
roll 1
roll 5
manoeuvre Syrene M1
manoeuvre Syrene M2
roll 4
roll 6
sail Rapide
roll 2
roll 1
roll 4
roll 6
roll 4
roll 5
roll 5
manoeuvre Rapide M2-30
manoeuvre Rapide M2+30
manoeuvre Rapide M2-30
roll 3
roll 6
roll 3
roll 4
roll 6
roll 3
roll 2
sail Naiad
roll 5
roll 6
roll 1
roll 4
roll 6
roll 1
manoeuvre Naiad M1
manoeuvre Naiad M2
sail Achille
roll 3
roll 6
roll 1
roll 5
manoeuvre Achille T-90
sail Lynx
roll 3
roll 2
roll 2
roll 4
roll 3
roll 5
roll 3
stop Lynx
roll 6
roll 3
roll 5
roll 6
sail Syrene
roll 5
roll 2
roll 6
roll 3
roll 4
roll 6
stop Syrene
roll 4
roll 6
roll 1
roll 1
roll 5
sail Defiance
roll 2
roll 6
roll 3
roll 2
manoeuvre Defiance M1
roll 2
roll 2
roll 6
roll 4
roll 4
roll 6
roll 6
roll 5
sail Syrene
roll 4
roll 1
roll 4
roll 6
roll 5
roll 4
manoeuvre Syrene M2+30
stop Syrene
sail Defiance
roll 6
roll 6
roll 1
roll 2
manoeuvre Defiance M2
stop Defiance
sail Lynx
roll 4
roll 1
roll 3
roll 6
roll 2
roll 4
roll 5
manoeuvre Lynx M1
manoeuvre Lynx M2+30
manoeuvre Lynx M2-30
manoeuvre Lynx M2-30
sail Naiad
roll 4
roll 5
roll 5
roll 1
roll 1
roll 4
roll 3
roll 3
roll 4
roll 1
roll 4
sail Achille
roll 2
roll 5
roll 6
roll 1
manoeuvre Achille M1
roll 6
roll 2
roll 1
roll 4
roll 6
roll 4
sail Rapide
roll 3
roll 1
roll 2
roll 1
roll 6
roll 1
roll 6
manoeuvre Rapide M2-30
manoeuvre Rapide M2-30
roll 5
roll 5 {The weather: blowing, wind from SE [1.5.1]. [%bookmark weather blowing, wind from SE, Game-Turn 7]}
sail Naiad
roll 1
roll 2
roll 1
roll 5
roll 6
roll 2
roll 3
roll 3
roll 6
roll 2
roll 1
sail Achille
roll 4
roll 4
roll 6
roll 1
manoeuvre Achille M2+30
sail Rapide
roll 1
roll 3
roll 4
roll 1
roll 3
roll 2
roll 6
stop Rapide
roll 5
roll 6
roll 6
roll 3
sail Syrene
roll 1
roll 2
roll 3
roll 1
roll 1
roll 1
manoeuvre Syrene M2-30
sail Lynx
roll 2
roll 6
roll 3
roll 5
roll 3
roll 3
roll 5
manoeuvre Lynx M2-30
manoeuvre Lynx M2+30
manoeuvre Lynx M2-30
sail Defiance
roll 1
roll 6
roll 6
roll 5
manoeuvre Defiance M2+30
manoeuvre Defiance M2+30
manoeuvre Defiance M2-30
fire Achille Syrene
roll 6
roll 4
roll 6
roll 6
roll 4
roll 6
roll 4
roll 3
roll 5
roll 2
roll 2
roll 4
roll 5
roll 3
roll 1
roll 2
roll 2
roll 3 {Syrene now has 3 Damage tokens [5.6.1]. [%bookmark Syrene damaged] [%arrow red 24.1,35.2>24.6,17.7]}
done GB
roll 3
roll 3 {The weather: blowing, wind from S [1.5.1]. [%bookmark weather blowing, wind from S, Game-Turn 8]}
sail Defiance
roll 3
roll 6
roll 1
roll 3
manoeuvre Defiance M2
sail Syrene
roll 5
roll 1
roll 1
roll 3
roll 2
roll 2
roll 5
roll 3
roll 3
roll 4
roll 5
sail Lynx
roll 2
roll 3
roll 1
roll 4
roll 6
roll 2
roll 1
manoeuvre Lynx M1
manoeuvre Lynx M2-30
sail Achille
roll 3
roll 2
roll 5
roll 6
stop Achille
roll 1
roll 3
roll 4
roll 3
roll 3
roll 4
sail Rapide
roll 1
roll 1
roll 5
roll 4
roll 4
roll 3
roll 3
manoeuvre Rapide M2
roll 1
roll 4
roll 1
roll 6
sail Naiad
roll 4
roll 4
roll 1
roll 3
roll 3
roll 6
manoeuvre Naiad M2-30
fire Defiance Achille
roll 6
roll 2
roll 2
roll 6
roll 5
roll 4
roll 6
roll 1
roll 1
roll 1
roll 2
roll 6
roll 2
roll 1
roll 4
roll 1 {Achille now has 1 Damage token [5.6.1]. [%bookmark Achille damaged] [%arrow red 19.7,22.0>24.1,35.2]}
done FR
roll 1
roll 4
sail Rapide
roll 5
roll 5
roll 3
roll 4
roll 4
roll 5
roll 6
stop Rapide
roll 6
roll 2
roll 4
roll 1
sail Achille
roll 3
roll 2
roll 3
roll 5
roll 2
roll 4
roll 2
roll 3
roll 1
roll 1
sail Naiad
roll 6
roll 1
roll 5
roll 4
roll 6
roll 2
stop Naiad
roll 1
roll 4
roll 4
roll 3
roll 2
sail Defiance
roll 6
roll 1
roll 2
roll 5
manoeuvre Defiance M2
manoeuvre Defiance M2+30
sail Syrene
roll 2
roll 1
roll 2
roll 4
roll 4
roll 3
roll 5
roll 2
roll 1
roll 5
roll 4
sail Lynx
roll 2
roll 5
roll 4
roll 6
roll 6
roll 4
roll 5
stop Lynx
roll 4
roll 6
roll 3
roll 4
done FR
roll 4
roll 6
sail Achille
roll 6
roll 2
roll 5
roll 5
roll 2
roll 1
roll 3
roll 6
roll 6
roll 3
sail Naiad
roll 3
roll 1
roll 5
roll 2
roll 3
roll 5
roll 2
roll 4
roll 5
roll 3
roll 6
sail Rapide
roll 6
roll 4
roll 1
roll 1
roll 5
roll 1
roll 1
manoeuvre Rapide W-90
roll 2
roll 2
roll 1
roll 3
sail Lynx
roll 1
roll 4
roll 3
roll 2
roll 2
roll 6
roll 4
manoeuvre Lynx W+90
manoeuvre Lynx T+90
sail Syrene
roll 3
roll 5
roll 4
roll 5
roll 5
roll 1
roll 5
roll 1
roll 6
roll 5
roll 5
sail Defiance
roll 1
roll 6
roll 4
roll 2
stop Defiance
roll 3
roll 5
roll 5
roll 4
roll 4
roll 4
fire Achille Syrene
roll 5
roll 5
roll 2
roll 1
roll 6
roll 1
roll 6
roll 2
roll 3
roll 5
roll 5
roll 3 {Syrene now has 3 Damage tokens [5.6.1]. [%bookmark Syrene damaged, Game-Turn 11] [%arrow red 24.1,35.2>24.6,17.7]}
roll 3
roll 1
sail Defiance
roll 4
roll 3
roll 3
roll 4
roll 4
roll 4
roll 1
roll 2
roll 6
roll 2
sail Syrene
roll 2
roll 3
roll 6
roll 3
roll 1
roll 1
manoeuvre Syrene M1
roll 4
roll 4
roll 2
roll 4
roll 5
sail Lynx
roll 6
roll 1
roll 6
roll 6
roll 2
roll 3
roll 4
manoeuvre Lynx T+90
manoeuvre Lynx M2
stop Lynx
sail Naiad
roll 1
roll 5
roll 4
roll 4
roll 4
roll 1
manoeuvre Naiad M2-30
sail Rapide
roll 1
roll 4
roll 2
roll 1
roll 1
roll 5
roll 5
roll 2
roll 6
roll 3
roll 1
sail Achille
roll 6
roll 5
roll 6
roll 3
roll 2
roll 4
roll 4
roll 1
roll 1
roll 5
roll 6
roll 4
sail Lynx
roll 5
roll 6
roll 3
roll 6
roll 1
roll 6
roll 6
manoeuvre Lynx T+90
manoeuvre Lynx M2+30
manoeuvre Lynx W+90
sail Syrene
roll 5
roll 3
roll 2
roll 4
roll 3
roll 6
manoeuvre Syrene M2-30
roll 6
roll 1
roll 5
roll 2
roll 1
sail Defiance
roll 4
roll 4
roll 3
roll 2
manoeuvre Defiance W-90
manoeuvre Defiance M2
sail Achille
roll 4
roll 3
roll 6
roll 1
roll 1
roll 1
roll 4
roll 3
roll 1
roll 5
sail Naiad
roll 6
roll 5
roll 5
roll 2
roll 2
roll 1
manoeuvre Naiad W-90
manoeuvre Naiad M1
manoeuvre Naiad M2+30
sail Rapide
roll 6
roll 5
roll 6
roll 5
roll 4
roll 5
roll 3
stop Rapide
roll 1
roll 2
roll 4
roll 5
fire Defiance Achille
roll 4
roll 1
roll 1
roll 4
roll 1
roll 1
roll 4
roll 2
roll 6
roll 1
roll 4
roll 4
roll 6
roll 4
roll 1 {The end: FR wins on morale [APP.2.2.1]. [%bookmark the end] [%arrow red 19.0,28.2>24.1,35.2]}
