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
[Final "FSH turn 8 boarding wind SW becalmed table 72x48 morale -13,14 first 2 shore 0,42,72,48 | Defiance=1 3rd-rate 39.29246456126489,27.51449460004198@81.71875 D4 A1 struck | Syrene=1 5th-rate 52.5563438570761,30.74337785639532@81.8984375 D1 A1 | Lynx=1 6th-rate 29,26.124355652982143@0 D0 A1 | Thunder=1 bomb-vessel 58.321152422706625,30.6267603887905@30 D4 A1 crit:armament,armament,armament struck | Vesuvius=1 fireship 34.485426479694226,28.143920128748114@45 D3 A1 crit:fire | Achille=2 3rd-rate 40.527698280453826,24.917325202364196@74.2421875 D0 A1 | Naiad=2 5th-rate 53.066987298107776,34.98205080756887@300 D0 A1 | Citadel=2 medium-battery 26,45@180 D0 A0 | Mole=2 small-battery 46,45@180 D0 A0"]

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
fire Achille Syrene
roll 3
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
sail Naiad
roll 1
roll 5
roll 4
roll 3
roll 5
roll 2
manoeuvre Naiad M2
manoeuvre Naiad W-90
sail Achille
roll 3
roll 2
roll 2
roll 2
manoeuvre Achille M2
sail Thunder
roll 1
roll 5
roll 6
roll 3
manoeuvre Thunder M2+30
manoeuvre Thunder M2
sail Syrene
roll 4
roll 1
roll 1
roll 6
roll 2
roll 2
manoeuvre Syrene M2
manoeuvre Syrene M2
sail Defiance
roll 1
roll 1
roll 6
roll 5
manoeuvre Defiance M2+30
manoeuvre Defiance M2
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
manoeuvre Lynx M2-30
manoeuvre Lynx M2
manoeuvre Lynx M2
sail Vesuvius
roll 2
roll 6
roll 5
roll 4
manoeuvre Vesuvius M2+30
manoeuvre Vesuvius M2
manoeuvre Vesuvius M2
fire Thunder Naiad
roll 5
roll 3
roll 4
roll 4
roll 6
roll 6
roll 6 {The weather: gale, wind from SW [1.5.1]. [%bookmark weather gale, wind from SW]}
roll 3
roll 1 {The gale will blow 4 Game-Turns [1.5.2c]. [%bookmark a gale of 4]}
sail Thunder
roll 3
roll 5
roll 1
roll 4
manoeuvre Thunder M2
manoeuvre Thunder M2+30
sail Syrene
roll 5
roll 6
roll 3
roll 2
roll 2
roll 1
manoeuvre Syrene M1
manoeuvre Syrene M2+30
roll 6
roll 3
roll 1
roll 6
roll 2
roll 3
sail Lynx
roll 2
roll 3
roll 4
roll 1
roll 1
roll 2
roll 6
manoeuvre Lynx M2+30
manoeuvre Lynx M2-30
sail Defiance
roll 2
roll 1
roll 5
roll 6
manoeuvre Defiance M2-30
manoeuvre Defiance M1
sail Vesuvius
roll 5
roll 5
roll 6
roll 1
manoeuvre Vesuvius M2
manoeuvre Vesuvius M2-30
manoeuvre Vesuvius M1
sail Naiad
roll 1
roll 1
roll 6
roll 2
roll 5
roll 5
manoeuvre Naiad M2
manoeuvre Naiad M2
stop Naiad
sail Achille
roll 1
roll 4
roll 1
roll 3
roll 1
roll 1
roll 5
roll 1
roll 2
roll 2
fire Achille Lynx
roll 6
roll 1
roll 4
roll 2
roll 6
roll 1
roll 6
roll 1
roll 5
roll 4
roll 5
roll 1
roll 3 {Lynx now has 3 Damage tokens [5.6.1]. [%bookmark Lynx damaged] [%arrow red 34.7,28.8>29.0,26.1]}
fire Naiad Thunder
roll 1
roll 2
roll 1
sail Thunder
roll 6
roll 3
roll 3
roll 4
manoeuvre Thunder M2-30
manoeuvre Thunder M1
sail Lynx
roll 2
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
sail Defiance
roll 3
roll 6
roll 4
roll 5
manoeuvre Defiance M2+30
manoeuvre Defiance M2
roll 2
roll 6
roll 6
roll 2
manoeuvre Defiance M1
sail Syrene
roll 1
roll 6
roll 2
roll 2
roll 3
roll 5
manoeuvre Syrene M2+30
manoeuvre Syrene M2-30
sail Vesuvius
roll 3
roll 1
roll 5
roll 4
manoeuvre Vesuvius M2+30
manoeuvre Vesuvius M2
sail Achille
roll 6
roll 2
roll 1
roll 4
manoeuvre Achille M2-30
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
sail Naiad
roll 2
roll 5
roll 6
roll 1
roll 4
roll 6
manoeuvre Naiad M2
manoeuvre Naiad M2
manoeuvre Naiad M2-30
stop Naiad
fire Syrene Achille
roll 1
roll 3
roll 6
roll 1
roll 5
roll 3
roll 2
roll 2
roll 4
roll 3
fire Achille Vesuvius
roll 5
roll 3
roll 6
roll 3
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
roll 1 {Vesuvius now has 3 Damage tokens [5.6.1]. [%bookmark Vesuvius damaged] [%arrow red 35.2,29.1>30.2,23.9]}
fire Naiad Thunder
roll 1
roll 5
roll 2
roll 6
roll 3
roll 2
roll 2
roll 2
roll 6
sail Achille
roll 4
roll 4
roll 6
roll 6
manoeuvre Achille M2
manoeuvre Achille M2
manoeuvre Achille M2+30
stop Achille
sail Naiad
roll 5
roll 4
roll 1
roll 4
roll 6
roll 5
manoeuvre Naiad M2-30
manoeuvre Naiad M2-30
manoeuvre Naiad M2
manoeuvre Naiad M2-30
manoeuvre Naiad M2-30
sail Defiance
roll 4
roll 6
roll 6
roll 1
manoeuvre Defiance M2
manoeuvre Defiance M1
manoeuvre Defiance M2+30
sail Thunder
roll 2
roll 4
roll 1
roll 3
roll 6
roll 2
roll 4
roll 5
sail Vesuvius
sail Syrene
roll 4
roll 5
roll 5
roll 1
roll 1
roll 4
manoeuvre Syrene M2+30
manoeuvre Syrene M1
manoeuvre Syrene M2-30
manoeuvre Syrene M2-30
sail Lynx
roll 3
roll 3
roll 4
roll 1
roll 4
roll 2
roll 5
roll 6
roll 1
roll 6
roll 2
fire Naiad Thunder
roll 1
roll 4
roll 6
roll 4
roll 3
roll 1
roll 2
roll 1
roll 6
roll 1 {Thunder now has 2 Damage tokens [5.6.1]. [%bookmark Thunder damaged] [%arrow red 56.7,31.7>53.9,26.9]}
fire Achille Thunder
roll 6
roll 5
roll 5
roll 1
roll 2
roll 1
roll 5
roll 6
roll 2
roll 3
roll 3 {Thunder now has 4 Damage tokens [5.6.1]. [%bookmark Thunder damaged, Game-Turn 6] [%arrow red 38.6,24.4>53.9,26.9]}
fire Mole Syrene
roll 6
roll 2
roll 1
roll 4
roll 4
fire Defiance Achille
roll 6
roll 1
roll 1
roll 3
roll 4
roll 1
roll 3
roll 2
roll 6
roll 5
roll 6
roll 6
roll 3
roll 1
roll 2
fire Syrene Naiad
roll 3
roll 1
roll 1
roll 1 {The weather: becalmed, wind from SW [1.5.1]. [%bookmark weather becalmed, wind from SW]}
sail Defiance
roll 2
roll 6
roll 3
roll 5
stop Defiance
roll 3
roll 3
roll 5
roll 1
roll 6
roll 6
sail Thunder
roll 5
roll 6
roll 4
roll 6
manoeuvre Thunder M2+30
manoeuvre Thunder M2
roll 6
roll 4
roll 6
roll 4
sail Syrene
roll 3
roll 5
roll 2
roll 2
roll 4
roll 5
manoeuvre Syrene W+90
sail Vesuvius
sail Lynx
roll 3
roll 1
roll 2
roll 2
roll 3
roll 3
roll 3
roll 3
roll 6
roll 1
roll 3
sail Naiad
roll 5
roll 1
roll 1
roll 3
roll 2
roll 2
manoeuvre Naiad M2+30
sail Achille
roll 5
roll 3
roll 3
roll 4
manoeuvre Achille W-90
fire Defiance Achille
roll 5
roll 2
roll 3
roll 1
roll 4
roll 6
roll 2
roll 1
roll 3
roll 2
roll 5
roll 6
roll 1
roll 3
roll 4
roll 3
roll 3
fire Achille Defiance
roll 4
roll 1
roll 1
roll 5
roll 4
roll 4
roll 3
roll 3
roll 1
roll 4
roll 1
roll 6
roll 4
roll 4
roll 1
fire Naiad Syrene
roll 3
roll 3
roll 6
roll 6
roll 2
roll 2
roll 6
roll 5
roll 4
roll 6 {Syrene now has 1 Damage token [5.6.1]. [%bookmark Syrene damaged] [%arrow red 55.5,33.3>51.6,30.6]}
fire Mole Syrene
roll 1
roll 1
roll 1
roll 2
roll 6
sail Achille
roll 2
roll 1
roll 4
roll 1
roll 1
roll 4
roll 5
roll 5
roll 3
roll 4
sail Naiad
roll 4
roll 5
roll 6
roll 6
roll 2
roll 4
manoeuvre Naiad M2-30
manoeuvre Naiad M1
sail Defiance
roll 1
roll 3
roll 2
roll 3
roll 5
roll 2
roll 4
roll 2
roll 3
roll 1
sail Syrene
roll 1
roll 6
roll 1
roll 5
roll 4
roll 6
manoeuvre Syrene M1
stop Syrene
roll 2
roll 1
roll 4
roll 4
roll 3
sail Thunder
roll 2
roll 6
roll 1
roll 2
manoeuvre Thunder M2-30
roll 5
roll 2
roll 1
roll 2 {Thunder: struck [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Thunder struck]}
sail Vesuvius
sail Lynx
roll 4
roll 4
roll 3
roll 5
roll 2
roll 1
roll 5
roll 4
roll 2
roll 5
roll 4
fire Achille Defiance
roll 6
roll 6
roll 4
roll 5
roll 4
roll 6
roll 3
roll 4
roll 4
roll 6
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
roll 3
roll 1
roll 5
roll 2
roll 3
roll 5
roll 2
roll 4
roll 5 {Defiance: struck [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Defiance struck] [%arrow red 40.5,24.9>39.3,27.5]}
fire Mole Syrene
roll 3
roll 6
roll 6
roll 4
roll 1
roll 1
fire Syrene Naiad
roll 5
roll 1
roll 1
roll 2
roll 2
roll 1
fire Lynx Achille
roll 3 {The end: FR wins [APP.2.3.2d]. [%bookmark the end] [%arrow red 29.0,26.1>40.5,24.9]}
