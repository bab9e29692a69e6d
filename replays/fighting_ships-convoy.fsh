[Game "Fighting Ships"]
[Scenario "Protect the Convoy"]
[Sides "GB FR"]
[Turns "12"]
[Objective "convoy 1 east"]
[Position "FSH turn 1 initiative wind S blowing table 72x48 morale 6,5 first - | Syrene=1 5th-rate 8,24@90 D0 A0 | Providence=1 merchantman 6,17@90 D0 A0 | Harmony=1 merchantman 6,31@90 D0 A0 | Naiad=2 5th-rate 64,20@270 D0 A0 | Rapide=2 6th-rate 64,28@270 D0 A0"]
[Seed "5"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 5"]
[Result "GB wins on morale"]
[Final "FSH turn 8 boarding wind S blowing table 72x48 morale 6,-6 first 2 | Syrene=1 5th-rate 42.1782032302755,28.165063509461095@150 D0 A1 | Providence=1 merchantman 25.923393758658804,24.75@60 D0 A1 | Harmony=1 merchantman 24,31@90 D0 A0 | Naiad=2 5th-rate 40.55785673843157,26.220767456364808@99.3359375 D4 A2 crit:motive,catastrophic,fire struck | Rapide=2 6th-rate 23.340457609714043,29.68267652185313@282.127563476 D4 A1 crit:armament struck"]

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
manoeuvre Rapide M1
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
manoeuvre Naiad W+90
sail Syrene
roll 4
roll 3
roll 2
roll 1
roll 4
roll 3
manoeuvre Syrene M2+30
manoeuvre Syrene M2+30
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
fire Syrene Naiad
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
roll 6 {Naiad now has 3 Damage tokens [5.6.1]. [%bookmark Naiad damaged] [%arrow red 36.5,33.2>37.3,26.2]}
fire Providence Rapide
roll 4
roll 3
roll 2
sail Syrene
roll 1
roll 4
roll 3
roll 5
roll 5
roll 5
manoeuvre Syrene M2+30
manoeuvre Syrene M2
manoeuvre Syrene M2+30
manoeuvre Syrene M2
sail Harmony
roll 3
roll 1
roll 3
manoeuvre Harmony M2
sail Providence
roll 6
roll 5
roll 6
manoeuvre Providence M2
manoeuvre Providence M2
manoeuvre Providence M2
sail Naiad
roll 1
roll 3
roll 3
roll 5
roll 6
roll 6
manoeuvre Naiad M2+30
manoeuvre Naiad M2+30
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
sail Rapide
roll 4
roll 5
roll 3
roll 3
roll 6
roll 3
roll 4
manoeuvre Rapide M2
roll 3
roll 5
roll 6
roll 6
fire Syrene Naiad
roll 3
roll 3
roll 3
roll 6
roll 3
roll 6
roll 4
roll 3
roll 2
roll 6
roll 4
roll 3
roll 3
roll 5
roll 2
roll 5
roll 2 {Naiad: struck [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Naiad struck] [%arrow red 42.2,28.2>40.6,26.2]}
roll 2
roll 3
sail Rapide
roll 4
roll 3
roll 6
roll 1
roll 6
roll 6
roll 6
manoeuvre Rapide M2
manoeuvre Rapide M2
manoeuvre Rapide M2+30
roll 4
roll 2
roll 5
roll 5
roll 5
roll 6
roll 4
manoeuvre Rapide W+90
roll 3
roll 5
roll 5
roll 6
roll 3
roll 6
roll 1
roll 2
roll 2
roll 5
roll 4 {Rapide: struck [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Rapide struck]}
sail Harmony
roll 5
roll 6
roll 2
stop Harmony
roll 2
roll 6
roll 2
sail Providence
roll 6
roll 6
roll 1
stop Providence
roll 4
roll 2
roll 2
sail Syrene
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
roll 4 {The end: GB wins on morale [APP.2.3.2c]. [%bookmark the end]}
