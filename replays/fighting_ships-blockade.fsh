[Game "Fighting Ships"]
[Scenario "Blockade"]
[Sides "GB FR"]
[Turns "12"]
[Objective "blockade 2 west"]
[Position "FSH turn 1 initiative wind S blowing table 72x48 morale 8,10 first - squall 14,4,26,10 squall 46,6,58,12 squall 30,16,42,22 squall 14,28,26,34 squall 46,30,58,36 squall 30,40,42,46 | Defiance=1 3rd-rate 6,18@90 D0 A0 | Syrene=1 5th-rate 6,30@90 D0 A0 | Achille=2 3rd-rate 66,16@270 D0 A0 | Naiad=2 5th-rate 66,24@270 D0 A0 | Rapide=2 6th-rate 66,32@270 D0 A0"]
[Seed "5"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 5"]
[Result "GB wins"]
[Final "FSH turn 8 boarding wind S blowing table 72x48 morale 8,-2 first 1 squall 14,4,26,10 squall 46,6,58,12 squall 30,16,42,22 squall 14,28,26,34 squall 46,30,58,36 squall 30,40,42,46 | Defiance=1 3rd-rate 33.72953412806159,17.828948785918264@94.90625 D0 A1 | Syrene=1 5th-rate 26.98205080756888,27.700961894323342@150 D0 A1 | Achille=2 3rd-rate 35.07179676972449,20@300 D7 A1 crit:catastrophic,fire,fire,armament sunk | Naiad=2 5th-rate 40.53589838486225,22@270 D0 A1 | Rapide=2 6th-rate 37.545517328095684,27.964101615137753@270 D0 A0"]

{Blockade [APP.2.3.2e] as sailkit sets it up: six squalls across a 6-by-4-foot table, Defiance and Syrene (GB) holding the west edge, the wind from the south; Achille, Naiad and Rapide (FR) run the blockade from the east and may sail off by the west edge, each costing GB her Hull in morale. A ship starting her move in a squall or sailing into one takes an Anchor token [1.5.2e]. Both sides are sailed by the computer captain (captain.py), which plays for fleet morale alone.}
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
manoeuvre Achille M2+30
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
manoeuvre Rapide M2-30 {Rapide takes an Anchor token in a squall [1.5.2e]. [%bookmark Rapide in a squall]}
roll 3
roll 5
roll 5
roll 1
sail Achille
roll 5
roll 6
roll 6
roll 3
manoeuvre Achille M2-30
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
manoeuvre Achille M2
sail Naiad
roll 3
roll 2
roll 1
roll 4
roll 3
roll 2
manoeuvre Naiad M2-30
sail Rapide {Rapide takes an Anchor token in a squall [1.5.2e]. [%bookmark Rapide in a squall, Game-Turn 5]}
roll 4
roll 5
roll 2
roll 5
roll 4
roll 4
roll 6
manoeuvre Rapide M2
roll 6
roll 3
roll 4
roll 3
roll 3
roll 4
sail Achille
roll 4
roll 2
roll 1
roll 4
manoeuvre Achille M2 {Achille takes an Anchor token in a squall [1.5.2e]. [%bookmark Achille in a squall]}
manoeuvre Achille M2
roll 5
roll 2
roll 6
roll 4
roll 3
roll 2
sail Naiad
roll 1
roll 4
roll 3
roll 5
roll 5
roll 5
manoeuvre Naiad M2+30
manoeuvre Naiad M2-30
manoeuvre Naiad M2+30 {Naiad takes an Anchor token in a squall [1.5.2e]. [%bookmark Naiad in a squall]}
roll 3
roll 1
roll 3
roll 6
roll 5
sail Rapide
roll 6
roll 1
roll 3
roll 3
roll 5
roll 6
roll 6
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M1
sail Defiance {Defiance takes an Anchor token in a squall [1.5.2e]. [%bookmark Defiance in a squall, Game-Turn 6]}
roll 3
roll 4
roll 3
roll 6
manoeuvre Defiance M2
roll 6
roll 3
roll 3
roll 6
roll 2
roll 5
sail Syrene {Syrene takes an Anchor token in a squall [1.5.2e]. [%bookmark Syrene in a squall, Game-Turn 6]}
roll 1
roll 4
roll 5
roll 3
roll 3
roll 6
manoeuvre Syrene M2+30
roll 3
roll 4
roll 3
roll 5
roll 6
roll 6
roll 3
sail Defiance {Defiance takes an Anchor token in a squall [1.5.2e]. [%bookmark Defiance in a squall, Game-Turn 7]}
roll 3
roll 3
roll 6
roll 3
manoeuvre Defiance M2
roll 6
roll 4
roll 3
roll 2
roll 6
roll 4
sail Syrene {Syrene takes an Anchor token in a squall [1.5.2e]. [%bookmark Syrene in a squall, Game-Turn 7]}
roll 3
roll 3
roll 5
roll 2
roll 5
roll 2
roll 2
roll 3
roll 4
roll 3
roll 6
sail Achille {Achille takes an Anchor token in a squall [1.5.2e]. [%bookmark Achille in a squall, Game-Turn 7]}
roll 1
roll 6
roll 6
roll 6
manoeuvre Achille M2+30
manoeuvre Achille M2
manoeuvre Achille M2
roll 4
roll 2
roll 5
roll 5
roll 5
roll 6
sail Naiad {Naiad takes an Anchor token in a squall [1.5.2e]. [%bookmark Naiad in a squall, Game-Turn 7]}
roll 4
roll 3
roll 5
roll 5
roll 6
roll 3
manoeuvre Naiad M2
roll 6
roll 1
roll 2
roll 2
roll 5
sail Rapide
roll 4
roll 5
roll 6
roll 2
roll 2
roll 6
roll 2
manoeuvre Rapide M2
manoeuvre Rapide W+90
manoeuvre Rapide M2
fire Achille Defiance
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
roll 2
roll 5
roll 1
roll 4
roll 4
roll 3
sail Defiance {Defiance takes an Anchor token in a squall [1.5.2e]. [%bookmark Defiance in a squall, Game-Turn 8]}
roll 4
roll 6
roll 5
roll 1
manoeuvre Defiance W-90
roll 5
roll 2
roll 2
roll 6
roll 3
roll 1
roll 3
roll 4
roll 3
roll 4
sail Syrene {Syrene takes an Anchor token in a squall [1.5.2e]. [%bookmark Syrene in a squall, Game-Turn 8]}
roll 1
roll 6
roll 5
roll 3
roll 1
roll 5
manoeuvre Syrene M2+30
roll 5
roll 3
roll 1
roll 3
roll 5
sail Achille {Achille takes an Anchor token in a squall [1.5.2e]. [%bookmark Achille in a squall, Game-Turn 8]}
roll 5
roll 3
roll 5
roll 3
roll 3
roll 2
roll 4
roll 4
roll 5
roll 6
sail Naiad {Naiad takes an Anchor token in a squall [1.5.2e]. [%bookmark Naiad in a squall, Game-Turn 8]}
roll 5
roll 3
roll 4
roll 2
roll 2
roll 5
roll 4
roll 5
roll 4
roll 2
roll 2
sail Rapide
roll 5
roll 1
roll 3
roll 6
roll 1
roll 4
roll 1
manoeuvre Rapide M2-30
manoeuvre Rapide M2-30
manoeuvre Rapide M2
fire Defiance Achille
roll 3
roll 5
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
roll 4
roll 3
roll 4
roll 6
roll 4
roll 4
roll 2
roll 5
roll 5
roll 3
roll 6
roll 3
roll 4
roll 3
roll 4
roll 1 {Achille: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: GB wins [APP.2.3.2e]. [%bookmark Achille sunk] [%bookmark the end] [%arrow red 33.7,17.8>35.1,20.0]}
