[Game "Fighting Ships"]
[Scenario "Attack the Port"]
[Sides "GB FR"]
[Turns "12"]
[Objective "port 2 north"]
[Ordnance "fireship,bomb-vessel small-battery,medium-battery,large-battery"]
[Position "FSH turn 1 initiative wind W blowing table 72x48 morale 13,17 first - shore 0,42,72,48 | Defiance=1 3rd-rate 30,6@0 D0 A0 | Syrene=1 5th-rate 40,6@0 D0 A0 | Lynx=1 6th-rate 22,6@0 D0 A0 | Thunder=1 bomb-vessel 48,8@0 D0 A0 | Vesuvius=1 fireship 15,8@0 D0 A0 | Achille=2 3rd-rate 30,35@90 D0 A0 | Naiad=2 5th-rate 42,35@90 D0 A0 | Citadel=2 medium-battery 26,45@180 D0 A0 | Mole=2 small-battery 46,45@180 D0 A0"]
[Seed "0"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 0"]
[Result "FR wins"]
[Final "FSH turn 5 boarding wind SW blowing table 72x48 morale -2,17 first 1 shore 0,42,72,48 | Defiance=1 3rd-rate 32.732050807568875,20.73205080756888@60 D0 A1 | Syrene=1 5th-rate 44,20.92820323027551@0 D5 A1 sunk | Lynx=1 6th-rate 42.14470958122161,33.39166049839542@60 D0 A0 | Thunder=1 bomb-vessel 48,18@0 D0 A0 | Vesuvius=1 fireship 29.010734985006064,23.767304845413264@60 D0 A0 | Achille=2 3rd-rate 39.196152422706625,27.07179676972449@60 D0 A0 | Naiad=2 5th-rate 48.23046430332746,23.196319187476366@314.5078125 D0 A0 | Citadel=2 medium-battery 26,45@180 D0 A0 | Mole=2 small-battery 46,45@180 D0 A0"]

{Attack the Port [APP.2.3.2d] as sailkit sets it up: the port's shore along the north edge of a 6-by-4-foot table, the medium battery Citadel and the small battery Mole on it facing the sea [9.1.3], Achille and Naiad (FR) within 12 inches of it; Defiance, Syrene, Lynx, the bomb vessel Thunder and the fireship Vesuvius (GB) attack from the south, the wind from the west. The batteries never sail; they hit on 4+ and explode on 6 at every range; morale lost to damage on them counts twice. Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships it lets leave make for their edge, and their enemies go for them.}
roll 4
roll 4
roll 1
roll 3
sail Naiad
roll 5
roll 4
roll 4
roll 3
roll 4
roll 3
manoeuvre Naiad M2+30
manoeuvre Naiad M2+30
manoeuvre Naiad M2+30
manoeuvre Naiad M2
sail Achille
roll 5
roll 2
roll 5
roll 2
manoeuvre Achille M2+30
manoeuvre Achille M2+30
sail Thunder
roll 3
roll 2
roll 1
roll 5
manoeuvre Thunder M2
sail Syrene
roll 3
roll 5
roll 6
roll 5
roll 2
roll 3
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2+30
sail Defiance
roll 1
roll 6
roll 1
roll 6
manoeuvre Defiance M2
manoeuvre Defiance M2
sail Lynx
roll 3
roll 4
roll 5
roll 1
roll 3
roll 4
roll 3
manoeuvre Lynx M2+30
manoeuvre Lynx M2
manoeuvre Lynx M2
sail Vesuvius
roll 5
roll 6
roll 2
roll 5
manoeuvre Vesuvius M2+30
manoeuvre Vesuvius M2
manoeuvre Vesuvius M2
roll 4
roll 4 {The weather: blowing, wind from SW [1.5.1]. [%bookmark weather blowing, wind from SW]}
sail Syrene
roll 5
roll 3
roll 1
roll 5
roll 1
roll 1
manoeuvre Syrene M2-30
manoeuvre Syrene M2+30
sail Thunder
roll 6
roll 4
roll 6
roll 6
manoeuvre Thunder M2
manoeuvre Thunder M2
manoeuvre Thunder M2
manoeuvre Thunder M2
sail Defiance
roll 6
roll 1
roll 5
roll 4
manoeuvre Defiance M2
manoeuvre Defiance M2
manoeuvre Defiance M2
sail Lynx
roll 3
roll 2
roll 6
roll 3
roll 6
roll 1
roll 2
manoeuvre Lynx M2
stop Lynx
sail Vesuvius
roll 5
roll 2
roll 2
roll 2
manoeuvre Vesuvius M2
sail Naiad
roll 5
roll 4
roll 1
roll 1
roll 3
roll 5
manoeuvre Naiad M2-30
manoeuvre Naiad M2+30
sail Achille
roll 4
roll 1
roll 3
roll 5
manoeuvre Achille M2
fire Thunder Naiad
roll 3
fire Achille Syrene
roll 6
roll 1
roll 5
roll 3
roll 5
roll 2
roll 5
roll 5
roll 5
roll 3
roll 4
roll 1
sail Thunder
roll 5
roll 4
roll 3
roll 5
roll 2
roll 3
roll 2
roll 2
sail Syrene
roll 2
roll 1
roll 5
roll 6
roll 3
roll 4
manoeuvre Syrene M2
roll 1
roll 1
roll 6
roll 2
roll 2
sail Defiance
roll 1
roll 1
roll 6
roll 5
manoeuvre Defiance M2
manoeuvre Defiance M2+30
sail Lynx
roll 6
roll 4
roll 6
roll 5
roll 3
roll 5
roll 2
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2
sail Vesuvius
roll 2
roll 6
roll 5
roll 4
manoeuvre Vesuvius M2
manoeuvre Vesuvius M2+30
manoeuvre Vesuvius M2-30
sail Naiad
roll 5
roll 3
roll 4
roll 4
roll 6
roll 6
manoeuvre Naiad M2
manoeuvre Naiad M2-30
stop Naiad
sail Achille
roll 6
roll 3
roll 1
roll 3
manoeuvre Achille M2-30
fire Lynx Achille
roll 5
roll 1
roll 4
roll 5
roll 6
roll 3
roll 2
roll 2
fire Thunder Achille
roll 1
fire Achille Defiance
roll 6
roll 3
roll 1
roll 6
roll 2
roll 3
roll 2
roll 3
roll 4
roll 1
roll 1
roll 2
roll 6
roll 2
roll 1
roll 5
fire Naiad Syrene
roll 6
roll 5
roll 5
roll 6
roll 1
roll 1
roll 1
roll 6
roll 2
roll 5
roll 5 {Syrene now has 2 Damage tokens [5.6.1]. [%bookmark Syrene damaged] [%arrow red 47.0,21.2>42.8,17.3]}
roll 1
roll 4
sail Naiad
roll 1
roll 3
roll 1
roll 1
roll 5
roll 1
manoeuvre Naiad M2
roll 2
roll 2
roll 6
roll 1
roll 4
roll 2
roll 6
roll 1
roll 6
roll 1
roll 5
sail Achille
roll 4
roll 5
roll 1
roll 3
manoeuvre Achille M2+30
manoeuvre Achille M2
sail Thunder
roll 1
roll 2
roll 1
roll 6
stop Thunder
roll 3
roll 3
roll 4
roll 2
sail Syrene
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
roll 3
sail Lynx
roll 6
roll 4
roll 5
roll 2
roll 6
roll 6
roll 2
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2
stop Lynx
sail Defiance
roll 1
roll 6
roll 2
roll 2
manoeuvre Defiance M2+30
roll 3
roll 5
roll 3
roll 1
roll 5
roll 4
sail Vesuvius
roll 6
roll 2
roll 1
roll 4
manoeuvre Vesuvius M2+30
manoeuvre Vesuvius M2
fire Achille Syrene
roll 6
roll 4
roll 5
roll 5
roll 3
roll 6
roll 3
roll 4
roll 6
roll 3
roll 2
roll 5
roll 6
roll 1
roll 4
roll 6
roll 1
roll 3
roll 6
roll 1
roll 5
roll 3
roll 2 {Syrene now has 4 Damage tokens [5.6.1]. [%bookmark Syrene damaged, Game-Turn 4] [%arrow red 37.5,26.1>42.8,17.3]}
fire Naiad Syrene
roll 2
roll 4
roll 3
roll 5
roll 3
roll 6
roll 3
fire Lynx Achille
roll 5
roll 6
roll 5
roll 2
roll 6
roll 3
roll 4
roll 6
roll 4
roll 6
roll 1
fire Thunder Achille
roll 1
roll 5
roll 2
sail Thunder
roll 6
roll 3
roll 2
roll 2
stop Thunder
roll 2
roll 6
roll 4
roll 4
sail Lynx
roll 6
roll 6
roll 5
roll 4
roll 1
roll 4
roll 6
manoeuvre Lynx M2+30
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M2
manoeuvre Lynx M1
stop Lynx
sail Syrene
roll 5
roll 4
roll 6
roll 6
roll 1
roll 2
manoeuvre Syrene M2
manoeuvre Syrene M2-30
roll 4
roll 1
roll 3
roll 6
roll 2
sail Defiance
roll 4
roll 5
roll 4
roll 5
roll 5
roll 1
roll 1
roll 4
roll 3
roll 3
sail Vesuvius
roll 4
roll 1
roll 4
roll 2
manoeuvre Vesuvius M2
manoeuvre Vesuvius M2
sail Naiad
roll 5
roll 6
roll 1
roll 6
roll 2
roll 1
manoeuvre Naiad W-90
manoeuvre Naiad T-90
sail Achille
roll 4
roll 6
roll 4
roll 3
manoeuvre Achille W-90
fire Lynx Naiad
roll 1
fire Achille Syrene
roll 2
roll 1
roll 6
roll 1
roll 6
roll 5
roll 5
roll 1
roll 2
roll 1
roll 5
roll 6
roll 2
roll 3 {Syrene: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Syrene sunk] [%arrow red 39.2,27.1>44.0,20.9]}
fire Mole Lynx
roll 3 {The end: FR wins [APP.2.3.2d]. [%bookmark the end] [%arrow red 46.0,45.0>42.1,33.4]}
