[Game "Fighting Ships"]
[Scenario "Blockade"]
[Sides "GB FR"]
[Turns "12"]
[Objective "blockade 2 west"]
[Position "FSH turn 1 initiative wind S blowing table 72x48 morale 8,10 first - squall 14,4,26,10 squall 46,6,58,12 squall 30,16,42,22 squall 14,28,26,34 squall 46,30,58,36 squall 30,40,42,46 | Defiance=1 3rd-rate 6,18@90 D0 A0 | Syrene=1 5th-rate 6,30@90 D0 A0 | Achille=2 3rd-rate 66,16@270 D0 A0 | Naiad=2 5th-rate 66,24@270 D0 A0 | Rapide=2 6th-rate 66,32@270 D0 A0"]
[Seed "5"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 5"]
[Result "FR wins"]
[Final "FSH turn 9 boarding wind SW blowing table 72x48 morale 0,8 first 2 squall 14,4,26,10 squall 46,6,58,12 squall 30,16,42,22 squall 14,28,26,34 squall 46,30,58,36 squall 30,40,42,46 | Defiance=1 3rd-rate 31.464101615137757,20@60 D0 A0 | Syrene=1 5th-rate 30.334936490538908,28@60 D5 A1 crit:catastrophic sunk | Achille=2 3rd-rate 38.267949192431125,15@240 D0 A1 | Naiad=2 5th-rate 26.736860279185592,25.25@240 D0 A0 | Rapide=2 6th-rate 32,32@270 D0 A0"]

{Blockade [APP.2.3.2e] as sailkit sets it up: six squalls across a 6-by-4-foot table, Defiance and Syrene (GB) holding the west edge, the wind from the south; Achille, Naiad and Rapide (FR) run the blockade from the east and may sail off by the west edge, each costing GB her Hull in morale. A ship starting her move in a squall or sailing into one takes an Anchor token [1.5.2e]. Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships it lets leave make for their edge, and their enemies go for them.}
roll 5
roll 3
sail Defiance
roll 6
roll 3
roll 6
roll 6
manoeuvre Defiance M2
manoeuvre Defiance M2
manoeuvre Defiance M2
sail Syrene
roll 6
roll 5
roll 1
roll 4
roll 2
roll 6
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2 {Syrene takes an Anchor token in a squall [1.5.2e]. [%bookmark Syrene in a squall]}
roll 1
roll 2
roll 1
roll 3
roll 4
sail Rapide
roll 2
roll 4
roll 5
roll 1
roll 5
roll 2
roll 1
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M2
sail Naiad
roll 6
roll 2
roll 4
roll 3
roll 2
roll 4
manoeuvre Naiad M2
manoeuvre Naiad M2
manoeuvre Naiad M2
sail Achille
roll 2
roll 1
roll 2
roll 5
manoeuvre Achille M2
roll 5
roll 4
sail Syrene
roll 2
roll 2
roll 1
roll 1
roll 2
roll 2
roll 2
roll 2
roll 3
roll 3
roll 2
sail Defiance
roll 5
roll 6
roll 6
roll 2
manoeuvre Defiance M2
manoeuvre Defiance M2
manoeuvre Defiance M2
sail Naiad
roll 2
roll 6
roll 2
roll 4
roll 3
roll 1
manoeuvre Naiad M2
manoeuvre Naiad M2
sail Rapide
roll 3
roll 4
roll 2
roll 2
roll 3
roll 1
roll 3
manoeuvre Rapide M2 {Rapide takes an Anchor token in a squall [1.5.2e]. [%bookmark Rapide in a squall]}
roll 3
roll 5
roll 5
roll 1
sail Achille
roll 5
roll 6
roll 6
roll 3
manoeuvre Achille M2
manoeuvre Achille M2
manoeuvre Achille M2
roll 1
roll 3
sail Naiad
roll 3
roll 3
roll 4
roll 6
roll 3
roll 2
manoeuvre Naiad M2
manoeuvre Naiad M2
sail Achille
roll 4
roll 4
roll 6
roll 2
manoeuvre Achille M2
manoeuvre Achille M2
manoeuvre Achille M2
sail Rapide
roll 1
roll 3
roll 1
roll 6
roll 3
roll 4
roll 1
manoeuvre Rapide M2
roll 5
roll 4
roll 3
roll 4
sail Defiance
roll 5
roll 1
roll 4
roll 1
manoeuvre Defiance M2
manoeuvre Defiance M2
sail Syrene
roll 6
roll 2
roll 5
roll 2
roll 1
roll 2
manoeuvre Syrene M2
roll 4
roll 3
roll 5
roll 3
roll 5
roll 3
roll 4
sail Achille
roll 1
roll 5
roll 6
roll 3
manoeuvre Achille M2
manoeuvre Achille M2
sail Naiad
roll 3
roll 1
roll 4
roll 1
roll 2
roll 3
manoeuvre Naiad M2
sail Rapide
roll 5
roll 5
roll 3
roll 2
roll 3
roll 3
roll 6
manoeuvre Rapide M2
roll 5
roll 1
roll 3
roll 6
sail Defiance
roll 3
roll 3
roll 2
roll 1
manoeuvre Defiance M2
sail Syrene
roll 6
roll 2
roll 6
roll 6
roll 3
roll 4
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
roll 2
roll 6
roll 1
roll 1
roll 5
roll 5
roll 4
sail Defiance
roll 1
roll 2
roll 6
roll 5
manoeuvre Defiance M2
manoeuvre Defiance M2 {Defiance takes an Anchor token in a squall [1.5.2e]. [%bookmark Defiance in a squall]}
roll 3
roll 3
roll 4
roll 6
roll 4
roll 2
sail Syrene {Syrene takes an Anchor token in a squall [1.5.2e]. [%bookmark Syrene in a squall, Game-Turn 5]}
roll 1
roll 6
roll 1
roll 4
roll 3
roll 2
manoeuvre Syrene M2
roll 2
roll 6
roll 5
roll 2
roll 6
sail Achille
roll 4
roll 1
roll 2
roll 4
manoeuvre Achille M2
manoeuvre Achille M2 {Achille takes an Anchor token in a squall [1.5.2e]. [%bookmark Achille in a squall]}
roll 3
roll 2
roll 1
roll 4
roll 3
roll 2
sail Naiad
roll 4
roll 5
roll 2
roll 5
roll 4
roll 4
manoeuvre Naiad M2
manoeuvre Naiad M2
manoeuvre Naiad M2
manoeuvre Naiad M2
manoeuvre Naiad M2
sail Rapide {Rapide takes an Anchor token in a squall [1.5.2e]. [%bookmark Rapide in a squall, Game-Turn 5]}
roll 6
roll 6
roll 3
roll 4
roll 3
roll 3
roll 4
manoeuvre Rapide M2
manoeuvre Rapide M2
roll 4
roll 2
roll 1
roll 4
roll 5
roll 2
sail Defiance {Defiance takes an Anchor token in a squall [1.5.2e]. [%bookmark Defiance in a squall, Game-Turn 6]}
roll 6
roll 4
roll 3
roll 2
manoeuvre Defiance M2-30
roll 1
roll 4
roll 3
roll 5
roll 5
roll 5
sail Syrene {Syrene takes an Anchor token in a squall [1.5.2e]. [%bookmark Syrene in a squall, Game-Turn 6]}
roll 3
roll 1
roll 3
roll 6
roll 5
roll 6
manoeuvre Syrene M2+30
manoeuvre Syrene M2
roll 1
roll 3
roll 3
roll 5
roll 6
sail Naiad
roll 6
roll 3
roll 4
roll 3
roll 6
roll 6
manoeuvre Naiad M2
manoeuvre Naiad M2
manoeuvre Naiad M2+30
manoeuvre Naiad M2
sail Achille
roll 3
roll 3
roll 6
roll 2
manoeuvre Achille M2
roll 5
roll 1
roll 4
roll 5
roll 3
roll 3
sail Rapide
roll 6
roll 3
roll 4
roll 3
roll 5
roll 6
roll 6
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M2
roll 3
roll 3
roll 3
roll 6
fire Syrene Naiad
roll 3
roll 6
roll 4
roll 3
roll 2
roll 6
fire Naiad Syrene
roll 4
roll 3
roll 3
roll 5
roll 2
roll 5 {Syrene takes an Anchor token in a squall [1.5.2e]. [%bookmark Syrene in a squall, Game-Turn 7] [%arrow red 32.5,25.8>27.5,28.2]}
roll 2
roll 2 {The weather: blowing, wind from SW [1.5.1]. [%bookmark weather blowing, wind from SW]}
sail Naiad
roll 3
roll 4
roll 3
roll 6
roll 1
roll 6
manoeuvre Naiad M2-30
manoeuvre Naiad M2
roll 6
roll 6
roll 4
roll 2
roll 5
sail Achille
roll 5
roll 5
roll 6
roll 4
manoeuvre Achille M2
roll 3
roll 5
roll 5
roll 6
roll 3
roll 6
sail Rapide
roll 1
roll 2
roll 2
roll 5
roll 4
roll 5
roll 6
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M2
sail Syrene
roll 2
roll 2
roll 6
roll 2
roll 6
roll 6
manoeuvre Syrene M2
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
roll 2
roll 5
roll 1
roll 4
roll 4
roll 3
roll 4
roll 6 {Syrene now has 1 Damage token [5.6.1]. Naiad and Syrene collide and entangle [4.3.1, 4.3.3]. [%bookmark Syrene damaged]}
roll 5
roll 1
roll 5
roll 2
roll 2
sail Defiance
roll 6
roll 3
roll 1
roll 3
manoeuvre Defiance M2
roll 4
roll 3
roll 4
roll 1
roll 6
roll 5
done FR
done GB
board Naiad Syrene
roll 3
roll 1
roll 5
roll 5
roll 3
board Syrene Naiad
roll 1
roll 3
roll 5
roll 5
roll 3
roll 5
roll 3
sail Syrene
roll 3
roll 2
roll 4
roll 4
roll 5
roll 6
manoeuvre Syrene M2-30
roll 5
roll 3
roll 4
roll 2
roll 2
sail Defiance {Defiance takes an Anchor token in a squall [1.5.2e]. [%bookmark Defiance in a squall, Game-Turn 8]}
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
sail Naiad
roll 1
roll 4
roll 1
roll 3
roll 5
roll 5
roll 5
roll 2
roll 3
roll 6
roll 5
sail Rapide
roll 4
roll 4
roll 4
roll 2
roll 4
roll 3
roll 4
manoeuvre Rapide M2
sail Achille {Achille takes an Anchor token in a squall [1.5.2e]. [%bookmark Achille in a squall, Game-Turn 8]}
roll 6
roll 4
roll 4
roll 2
manoeuvre Achille M2-30
roll 5
roll 5
roll 3
roll 6
roll 3
roll 4
roll 3
roll 4
sail Naiad
roll 1
roll 3
roll 3
roll 4
roll 3
roll 2
manoeuvre Naiad M2-30
sail Rapide
roll 4
roll 1
roll 1
roll 6
roll 5
roll 4
roll 2
manoeuvre Rapide M2
manoeuvre Rapide M2
sail Achille {Achille takes an Anchor token in a squall [1.5.2e]. [%bookmark Achille in a squall, Game-Turn 9]}
roll 3
roll 1
roll 2
roll 4
roll 1
roll 4
roll 5
roll 5
roll 3
roll 2
sail Syrene
roll 4
roll 1
roll 2
roll 4
roll 3
roll 2
roll 6
roll 3
roll 3
roll 4
roll 5
sail Defiance {Defiance takes an Anchor token in a squall [1.5.2e]. [%bookmark Defiance in a squall, Game-Turn 9]}
roll 4
roll 5
roll 6
roll 5
stop Defiance
roll 6
roll 1
roll 1
roll 2
roll 3
roll 3
fire Naiad Syrene
roll 5
roll 6
roll 3
roll 5
roll 3
roll 6
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
roll 5 {Syrene: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: FR wins [APP.2.3.2e]. [%bookmark Syrene sunk] [%bookmark the end] [%arrow red 26.7,25.2>30.3,28.0]}
