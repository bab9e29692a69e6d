[Game "Fighting Ships"]
[Scenario "Protect the Convoy"]
[Sides "GB FR"]
[Turns "12"]
[Objective "convoy 1 east"]
[Position "FSH turn 1 initiative wind S blowing table 72x48 morale 6,5 first - | Syrene=1 5th-rate 8,24@90 D0 A0 | Providence=1 merchantman 6,17@90 D0 A0 | Harmony=1 merchantman 6,31@90 D0 A0 | Naiad=2 5th-rate 64,20@270 D0 A0 | Rapide=2 6th-rate 64,28@270 D0 A0"]
[Seed "5"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 5"]
[Result "a draw: neither side has met its aim"]
[Final "FSH turn 12 boarding wind S blowing table 72x48 morale 6,-10 first 1 | Syrene=1 5th-rate 21.37981722454494,22.402836547882988@213.15625 D0 A1 | Providence=1 merchantman 42,17@90 D0 A0 | Harmony=1 merchantman 36,31@90 D0 A0 | Naiad=2 5th-rate 28.27275866404783,26.482050807568875@300 D6 A1 crit:catastrophic,motive sunk | Rapide=2 6th-rate 29.03654273188012,17.91746824526945@210 D0 A0"]

{Protect the Convoy [APP.2.3.2c] as sailkit sets it up: the frigate Syrene (GB) escorts the merchantmen Providence and Harmony from the west edge of a 6-by-4-foot table, the wind from the south; Naiad and Rapide (FR) come from the east. Half the merchantmen off the east edge wins for GB, two-thirds of them struck, sunk or taken for FR; fleet morale ends nothing. Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships it lets leave make for their edge, and their enemies go for them.}
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
manoeuvre Providence M2
manoeuvre Providence M2
sail Rapide
roll 5
roll 6
roll 6
roll 3
roll 1
roll 3
roll 3
manoeuvre Rapide M2-30
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
manoeuvre Rapide M2+30
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
manoeuvre Syrene M2
sail Providence
roll 2
roll 1
roll 2
manoeuvre Providence M2
sail Harmony
roll 4
roll 3
roll 5
manoeuvre Harmony M2
manoeuvre Harmony M2
fire Rapide Syrene
roll 3
fire Syrene Rapide
roll 5
roll 3
roll 4
roll 1
roll 5
roll 6
sail Rapide
roll 3
roll 3
roll 1
roll 4
roll 1
roll 2
roll 3
roll 5
roll 5
roll 3
roll 2
sail Naiad
roll 3
roll 3
roll 6
roll 5
roll 1
roll 3
manoeuvre Naiad M2+30
manoeuvre Naiad M2
sail Syrene
roll 6
roll 3
roll 3
roll 2
roll 1
roll 6
manoeuvre Syrene M2
manoeuvre Syrene M2-30
sail Providence
roll 2
roll 6
roll 6
manoeuvre Providence M2
manoeuvre Providence M2
sail Harmony
roll 3
roll 4
roll 2
manoeuvre Harmony M2
fire Syrene Naiad
roll 6
roll 1
roll 1
roll 5
roll 5
roll 4
roll 1
roll 2
roll 6
sail Naiad
roll 5
roll 3
roll 3
roll 4
roll 6
roll 4
manoeuvre Naiad M2-30
manoeuvre Naiad M2
manoeuvre Naiad M2+30
manoeuvre Naiad M2+30
sail Rapide
roll 2
roll 1
roll 6
roll 1
roll 4
roll 3
roll 2
manoeuvre Rapide M2-30
roll 2
roll 6
roll 5
roll 2
sail Syrene
roll 6
roll 4
roll 1
roll 2
roll 4
roll 3
manoeuvre Syrene M2-30
manoeuvre Syrene W-90
manoeuvre Syrene M1
sail Providence
roll 2
roll 1
roll 4
manoeuvre Providence M2
sail Harmony
roll 3
roll 2
roll 4
manoeuvre Harmony M2
fire Syrene Naiad
roll 5
roll 2
roll 5
roll 4
roll 4
roll 6
roll 6
roll 3
roll 4
roll 3
sail Syrene
roll 3
roll 4
roll 4
roll 2
roll 1
roll 4
manoeuvre Syrene M2
manoeuvre Syrene M2-30
manoeuvre Syrene M2-30
sail Providence
roll 5
roll 2
roll 6
manoeuvre Providence M2
manoeuvre Providence M2
sail Harmony
roll 4
roll 3
roll 2
manoeuvre Harmony M2
sail Naiad
roll 1
roll 4
roll 3
roll 5
roll 5
roll 5
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
manoeuvre Rapide M2
fire Syrene Naiad
roll 3
roll 4
roll 3
roll 6
roll 6
roll 3
roll 3
roll 6
roll 2
roll 5
roll 1
roll 4
roll 5
roll 3
roll 3
roll 6
roll 3
roll 4
roll 3 {Naiad now has 4 Damage tokens [5.6.1]. [%bookmark Naiad damaged] [%arrow red 29.3,29.5>31.6,24.3]}
roll 5
roll 6
sail Naiad
roll 6
roll 3
roll 3
roll 3
roll 6
roll 3
manoeuvre Naiad M2-30
manoeuvre Naiad M2
roll 6
roll 4
roll 3
roll 2
roll 6
sail Rapide
roll 4
roll 3
roll 3
roll 5
roll 2
roll 5
roll 2
manoeuvre Rapide M2+30
manoeuvre Rapide M2-30
sail Syrene
roll 2
roll 3
roll 4
roll 3
roll 6
roll 1
manoeuvre Syrene M2
roll 6
roll 6
roll 6
roll 4
roll 2
roll 5
roll 5
roll 5
roll 6
roll 4
roll 3
sail Providence
roll 5
roll 5
roll 6
manoeuvre Providence M2
manoeuvre Providence M2
manoeuvre Providence M2
sail Harmony
roll 3
roll 6
roll 1
manoeuvre Harmony M2
fire Rapide Providence
roll 2
fire Naiad Syrene
roll 2
fire Syrene Naiad
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
roll 2 {Naiad: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Naiad sunk] [%arrow red 28.4,29.0>28.3,26.5]}
roll 1
roll 2
sail Rapide
roll 1
roll 3
roll 2
roll 4
roll 2
roll 5
roll 1
manoeuvre Rapide M2-30
sail Providence
roll 4
roll 4
roll 3
manoeuvre Providence M2
manoeuvre Providence M2
sail Syrene
roll 4
roll 6
roll 5
roll 1
roll 5
roll 2
manoeuvre Syrene M2-30
manoeuvre Syrene M2+30
manoeuvre Syrene M1
sail Harmony
roll 2
roll 6
roll 3
manoeuvre Harmony M2
fire Syrene Rapide
roll 1
roll 3
roll 4
roll 3
roll 4
roll 1
roll 6
sail Rapide
roll 5
roll 3
roll 1
roll 5
roll 5
roll 3
roll 1
roll 3
roll 5
roll 5
roll 3
sail Providence
roll 5
roll 3
roll 3
manoeuvre Providence M2
sail Syrene
roll 2
roll 4
roll 4
roll 5
roll 6
roll 5
manoeuvre Syrene M1
manoeuvre Syrene M2-30
manoeuvre Syrene M2
sail Harmony
roll 3
roll 4
roll 2
manoeuvre Harmony M2
fire Rapide Syrene
roll 2
roll 5
roll 4
roll 5
roll 4
fire Syrene Rapide
roll 2
roll 2
roll 5
roll 1
roll 3
fire Harmony Rapide
roll 6
roll 1
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
sail Providence
roll 2
roll 4
roll 3
manoeuvre Providence M2
sail Harmony
roll 4
roll 6
roll 4
manoeuvre Harmony M2
manoeuvre Harmony M2
manoeuvre Harmony M2
sail Rapide
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
roll 1
fire Syrene Rapide
roll 3
roll 3
roll 4
roll 3
roll 2
fire Rapide Syrene
roll 4
roll 1
roll 1
roll 6
roll 5
roll 4
roll 2
sail Syrene
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
roll 4
sail Providence
roll 1
roll 2
roll 4
manoeuvre Providence M2
sail Harmony
roll 3
roll 2
roll 6
manoeuvre Harmony M2
sail Rapide
roll 3
roll 3
roll 4
roll 5
roll 4
roll 5
roll 6
roll 5
roll 6
roll 1
roll 1
fire Syrene Rapide
roll 2
roll 3
roll 3
roll 5
roll 6
fire Rapide Syrene
roll 3
roll 5
roll 3
roll 6
roll 5 {The end: a draw: neither side has met its aim [APP.2.3.2c]. [%bookmark the end] [%arrow red 29.0,17.9>21.4,22.4]}
