[Game "Fighting Ships"]
[Scenario "Protect the Convoy"]
[Sides "GB FR"]
[Turns "12"]
[Objective "convoy 1 east"]
[Position "FSH turn 1 initiative wind S blowing table 72x48 morale 6,5 first - | Syrene=1 5th-rate 8,24@90 D0 A0 | Providence=1 merchantman 6,17@90 D0 A0 | Harmony=1 merchantman 6,31@90 D0 A0 | Naiad=2 5th-rate 64,20@270 D0 A0 | Rapide=2 6th-rate 64,28@270 D0 A0"]
[Seed "5"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 5"]
[Result "a draw: neither side has met its aim"]
[Final "FSH turn 12 boarding wind SW blowing table 72x48 morale -5,0 first 1 | Syrene=1 5th-rate 39.76313972081441,43.008330249197705@60 D5 A1 crit:fire,steering sunk | Providence=1 merchantman 34.85640646055102,35.66025403784439@90 D0 A0 | Harmony=1 merchantman 35.21410161513776,40.62916512459885@30 D0 A0 | Naiad=2 5th-rate 43.01794919243112,41.825317547305474@30 D0 A0 | Rapide=2 6th-rate 32.267949192431125,29@270 D8 A1 crit:armament,steering,armament,catastrophic sunk"]

{Protect the Convoy [APP.2.3.2c] as sailkit sets it up: the frigate Syrene (GB) escorts the merchantmen Providence and Harmony from the west edge of a 6-by-4-foot table, the wind from the south; Naiad and Rapide (FR) come from the east. Half the merchantmen off the east edge wins for GB, two-thirds of them struck, sunk or taken for FR; fleet morale ends nothing. Both sides are sailed by the computer captain (captain.py), which plays for fleet morale alone.}
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
sail Harmony
roll 1
roll 4
roll 2
manoeuvre Harmony M2
sail Providence
roll 6
roll 1
roll 2
manoeuvre Providence M2
sail Naiad
roll 1
roll 3
roll 4
roll 2
roll 4
roll 5
manoeuvre Naiad M2
manoeuvre Naiad M2
manoeuvre Naiad M2
sail Rapide
roll 1
roll 5
roll 2
roll 1
roll 6
roll 2
roll 4
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M2
roll 3
roll 2
sail Syrene
roll 4
roll 2
roll 1
roll 2
roll 5
roll 5
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2
sail Harmony
roll 4
roll 2
roll 2
manoeuvre Harmony M2
sail Providence
roll 1
roll 1
roll 2
manoeuvre Providence M2
sail Naiad
roll 2
roll 2
roll 2
roll 3
roll 3
roll 2
manoeuvre Naiad M2
sail Rapide
roll 5
roll 6
roll 6
roll 2
roll 2
roll 6
roll 2
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M2
roll 4
roll 3
sail Syrene
roll 1
roll 3
roll 4
roll 2
roll 2
roll 3
manoeuvre Syrene M2
sail Harmony
roll 1
roll 3
roll 3
manoeuvre Harmony M2
sail Providence
roll 5
roll 5
roll 1
manoeuvre Providence M2-30
manoeuvre Providence M2+30
sail Rapide
roll 5
roll 6
roll 6
roll 3
roll 1
roll 3
roll 3
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M2
sail Naiad
roll 3
roll 4
roll 6
roll 3
roll 2
roll 4
manoeuvre Naiad M2
manoeuvre Naiad M2
manoeuvre Naiad M2
roll 4
roll 6
sail Rapide
roll 2
roll 1
roll 3
roll 1
roll 6
roll 3
roll 4
manoeuvre Rapide M2
manoeuvre Rapide M2
sail Naiad
roll 1
roll 5
roll 4
roll 3
roll 4
roll 5
manoeuvre Naiad M2
manoeuvre Naiad M2
manoeuvre Naiad M2
manoeuvre Naiad M2
sail Syrene
roll 1
roll 4
roll 1
roll 6
roll 2
roll 5
manoeuvre Syrene M2-30
manoeuvre Syrene M2+30
manoeuvre Syrene W-90
sail Providence
roll 2
roll 1
roll 2
manoeuvre Providence M2-30
sail Harmony
roll 4
roll 3
roll 5
manoeuvre Harmony M2
manoeuvre Harmony M2
fire Syrene Rapide
roll 3
roll 5
roll 3
roll 4
roll 1
roll 5
sail Rapide
roll 6
roll 3
roll 3
roll 1
roll 4
roll 1
roll 2
manoeuvre Rapide M2+30
manoeuvre Rapide M2-30
sail Naiad
roll 3
roll 5
roll 5
roll 3
roll 2
roll 3
manoeuvre Naiad M2+30
manoeuvre Naiad M2
sail Syrene
roll 3
roll 6
roll 5
roll 1
roll 3
roll 6
manoeuvre Syrene M2+30
manoeuvre Syrene M2
manoeuvre Syrene M2
sail Harmony
roll 3
roll 3
roll 2
manoeuvre Harmony M2
sail Providence
roll 1
roll 6
roll 2
manoeuvre Providence M2
fire Syrene Rapide
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
roll 6
roll 5
roll 3 {Rapide now has 4 Damage tokens [5.6.1]. [%bookmark Rapide damaged] [%arrow red 33.0,31.8>36.3,29.0]}
roll 3
roll 4
sail Rapide
roll 6
roll 4
roll 2
roll 1
roll 6
roll 1
roll 4
manoeuvre Rapide M2
manoeuvre Rapide M2
roll 3
roll 2
roll 2
roll 6
sail Naiad
roll 5
roll 2
roll 6
roll 4
roll 1
roll 2
manoeuvre Naiad M2+30
manoeuvre Naiad M2
manoeuvre Naiad M1
sail Syrene
roll 4
roll 3
roll 2
roll 1
roll 4
roll 3
manoeuvre Syrene M2+30
manoeuvre Syrene M2-30
sail Harmony
roll 2
roll 4
roll 5
manoeuvre Harmony M2
manoeuvre Harmony M2
sail Providence
roll 2
roll 5
roll 4
manoeuvre Providence M2
manoeuvre Providence M2
fire Syrene Rapide
roll 4
roll 6
roll 6
roll 3
roll 4
roll 3
roll 3
roll 4
roll 4
roll 2
roll 1
roll 4
roll 5
roll 2
roll 6 {Rapide: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Rapide sunk] [%arrow red 35.7,34.5>32.3,29.0]}
roll 4
roll 3
sail Syrene
roll 2
roll 1
roll 4
roll 3
roll 5
roll 5
manoeuvre Syrene M2-30
manoeuvre Syrene M1
stop Syrene
sail Harmony
roll 5
roll 3
roll 1
manoeuvre Harmony M2+30
sail Providence
roll 3
roll 6
roll 5
manoeuvre Providence M2+30
manoeuvre Providence M2-30
sail Naiad
roll 6
roll 1
roll 3
roll 3
roll 5
roll 6
manoeuvre Naiad M2
manoeuvre Naiad M2+30
manoeuvre Naiad M2
fire Naiad Harmony
roll 6
roll 3
roll 4
roll 3
roll 6
roll 6
roll 3
roll 3
roll 6
sail Naiad
roll 2
roll 5
roll 1
roll 4
roll 5
roll 3
manoeuvre Naiad M2
manoeuvre Naiad M2-30
stop Naiad
sail Syrene
roll 3
roll 6
roll 3
roll 4
roll 3
roll 5
manoeuvre Syrene M2+30
manoeuvre Syrene M1
stop Syrene
sail Harmony
roll 6
roll 6
roll 3
manoeuvre Harmony M2-30
manoeuvre Harmony M2
sail Providence
roll 3
roll 3
roll 6
manoeuvre Providence M2-30
fire Syrene Naiad
roll 3
roll 6
roll 4
roll 3
roll 2
roll 6
roll 4
roll 3
roll 3 {The weather: blowing, wind from SW [1.5.1]. [%bookmark weather blowing, wind from SW]}
sail Syrene
roll 5
roll 2
roll 5
roll 2
roll 2
roll 3
manoeuvre Syrene M1
manoeuvre Syrene M1
sail Harmony
roll 4
roll 3
roll 6
manoeuvre Harmony M2
manoeuvre Harmony M2-30
sail Providence
roll 1
roll 6
roll 6
manoeuvre Providence M2
manoeuvre Providence M2
sail Naiad
roll 6
roll 4
roll 2
roll 5
roll 5
roll 5
manoeuvre Naiad M2-30
roll 6
roll 4
roll 3
roll 5
roll 5
fire Providence Naiad
roll 6
roll 3
roll 6
roll 1
roll 2
fire Naiad Providence
roll 2
roll 5
roll 4
roll 5
roll 6
roll 2
roll 2
roll 6
sail Naiad
roll 2
roll 6
roll 6
roll 1
roll 4
roll 2
manoeuvre Naiad W+90
manoeuvre Naiad M2+30
sail Syrene
roll 2
roll 1
roll 2
roll 1
roll 3
roll 2
manoeuvre Syrene M2+30
sail Harmony
roll 4
roll 2
roll 5
manoeuvre Harmony M2-30
manoeuvre Harmony M2-30
sail Providence
roll 1
roll 4
roll 4
manoeuvre Providence M2
manoeuvre Providence M2-30
fire Naiad Syrene
roll 3
roll 4
roll 6
roll 5
roll 1
roll 5
roll 2
fire Syrene Naiad
roll 2
roll 6
roll 3
roll 1
roll 3
roll 4
roll 3
roll 4
roll 1
roll 6
sail Naiad
roll 5
roll 3
roll 1
roll 5
roll 5
roll 3
manoeuvre Naiad M2+30
manoeuvre Naiad M2
manoeuvre Naiad M2
sail Syrene
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
roll 4
sail Harmony
roll 5
roll 6
roll 5
manoeuvre Harmony M2
manoeuvre Harmony M2+30
manoeuvre Harmony M1
sail Providence
roll 3
roll 4
roll 2
manoeuvre Providence M2+30
fire Naiad Syrene
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
roll 1 {Syrene now has 2 Damage tokens [5.6.1]. [%bookmark Syrene damaged] [%arrow red 40.0,39.5>39.8,43.0]}
roll 4
roll 1
sail Syrene
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
sail Harmony
roll 2
roll 4
roll 3
manoeuvre Harmony M2
sail Providence
roll 4
roll 6
roll 4
manoeuvre Providence M2+30
manoeuvre Providence M2
manoeuvre Providence M2+30
sail Naiad
roll 4
roll 2
roll 5
roll 5
roll 3
roll 6
manoeuvre Naiad M2-30
manoeuvre Naiad M2-30
stop Naiad
fire Naiad Syrene
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
roll 1 {Syrene: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: a draw: neither side has met its aim [APP.2.3.2c]. [%bookmark Syrene sunk] [%bookmark the end] [%arrow red 43.0,41.8>39.8,43.0]}
