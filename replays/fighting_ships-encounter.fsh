[Game "Fighting Ships"]
[Scenario "Encounter on the High Seas"]
[Sides "GB FR"]
[Turns "12"]
[Position "FSH turn 1 initiative wind E blowing table 48x48 morale 10,10 first - | Defiance=1 3rd-rate 18,6@0 D0 A0 | Syrene=1 5th-rate 24,6@0 D0 A0 | Lynx=1 6th-rate 30,6@0 D0 A0 | Achille=2 3rd-rate 30,42@180 D0 A0 | Naiad=2 5th-rate 24,42@180 D0 A0 | Rapide=2 6th-rate 18,42@180 D0 A0"]
[Seed "12"]
[Annotator "sailkit: random players for both sides (sailkit.players), choices and dice seeded 12"]
[Result "GB wins on morale"]
[Final "FSH turn 12 boarding wind SE becalmed table 48x48 morale 10,3 first 2 | Defiance=1 3rd-rate 23.6225430241471,33.29940974919957@356.578125253 D0 A1 | Syrene=1 5th-rate 20.126462781665683,31.342478078456327@309.8671875 D0 A0 | Lynx=1 6th-rate 13.360471904319308,1.68301270189222@270 D0 A0 | Achille=2 3rd-rate 40.06217782649107,32.03589838486225@90 D0 A0 | Naiad=2 5th-rate 19.284998868494107,23.1399334084325@210.015625 D1 A1 | Rapide=2 6th-rate 22.680607966083866,37.392949192431125@120 D0 A0 sunk"]

{Encounter on the High Seas [APP.2.3.2b] as sailkit sets it up: Defiance, Syrene and Lynx (GB) against Achille, Naiad and Rapide (FR) on a 4-foot table, the wind from the east. Both sides are sailed at random, as in the Duel, so that the moves show the rules at work, not seamanship (the computer captain sails the other samples).}
roll 4
roll 3
sail Lynx
roll 6
roll 5
roll 6
roll 3
roll 2
roll 4
roll 1
stop Lynx
roll 3
roll 4
roll 3
roll 6
sail Syrene
roll 4
roll 6
roll 5
roll 2
roll 5
roll 1
manoeuvre Syrene M2+30
manoeuvre Syrene M2
manoeuvre Syrene M2+30
manoeuvre Syrene M2-30
sail Defiance
roll 6
roll 5
roll 2
roll 4
manoeuvre Defiance W-90
manoeuvre Defiance W+90
stop Defiance
sail Naiad
roll 3
roll 2
roll 3
roll 2
roll 1
roll 5
manoeuvre Naiad M2-30
sail Achille
roll 2
roll 1
roll 5
roll 6
manoeuvre Achille M1
manoeuvre Achille M2-30
sail Rapide
roll 3
roll 6
roll 4
roll 1
roll 1
roll 1
roll 6
manoeuvre Rapide M2+30
manoeuvre Rapide T-90
roll 5
roll 2
sail Defiance
roll 1
roll 4
roll 4
roll 1
manoeuvre Defiance M1
manoeuvre Defiance M1
sail Syrene
roll 6
roll 4
roll 2
roll 5
roll 3
roll 5
manoeuvre Syrene M2+30
manoeuvre Syrene M1
stop Syrene
sail Lynx
roll 5
roll 2
roll 6
roll 1
roll 5
roll 2
roll 5
manoeuvre Lynx M1
stop Lynx
roll 1
roll 4
roll 5
roll 4
sail Achille
roll 6
roll 5
roll 4
roll 4
manoeuvre Achille M2+30
manoeuvre Achille M2+30
sail Naiad
roll 5
roll 4
roll 5
roll 1
roll 6
roll 6
manoeuvre Naiad M2+30
manoeuvre Naiad W+90
manoeuvre Naiad T-90
sail Rapide
roll 1
roll 2
roll 6
roll 3
roll 3
roll 3
roll 6
manoeuvre Rapide M1
stop Rapide
roll 4
roll 6
roll 3
roll 1
roll 3
roll 2
sail Defiance
roll 3
roll 3
roll 3
roll 5
manoeuvre Defiance M2+30
sail Syrene
roll 5
roll 5
roll 2
roll 1
roll 4
roll 4
roll 1
roll 5
roll 1
roll 2
roll 6
sail Lynx
roll 4
roll 1
roll 4
roll 2
roll 5
roll 1
roll 5
roll 2
roll 2
roll 1
roll 6
sail Rapide
roll 3
roll 1
roll 4
roll 3
roll 4
roll 3
roll 5
roll 6
roll 6
roll 1
roll 5
sail Naiad
roll 4
roll 3
roll 2
roll 3
roll 3
roll 4
manoeuvre Naiad M2
manoeuvre Naiad M2-30
sail Achille
roll 4
roll 6
roll 4
roll 2
manoeuvre Achille T-90
manoeuvre Achille M2-30
roll 2
roll 4
sail Rapide
roll 5
roll 3
roll 2
roll 2
roll 6
roll 2
roll 5
manoeuvre Rapide M2-30
sail Achille
roll 1
roll 3
roll 3
roll 2
roll 2
roll 1
roll 5
roll 1
roll 2
roll 5
sail Naiad
roll 1
roll 3
roll 5
roll 5
roll 2
roll 1
manoeuvre Naiad M1
manoeuvre Naiad M2-30
sail Lynx
roll 3
roll 6
roll 3
roll 6
roll 1
roll 2
roll 5
manoeuvre Lynx M2-30
manoeuvre Lynx W-90
manoeuvre Lynx M2
sail Syrene
roll 5
roll 4
roll 4
roll 6
roll 3
roll 3
manoeuvre Syrene W-90
sail Defiance
roll 6
roll 4
roll 6
roll 2
manoeuvre Defiance M2+30
manoeuvre Defiance M2+30
roll 4
roll 3
sail Lynx
roll 5
roll 1
roll 3
roll 3
roll 5
roll 6
roll 6
manoeuvre Lynx M1
manoeuvre Lynx M2-30
manoeuvre Lynx M2+30
manoeuvre Lynx M2-30
sail Defiance
roll 4
roll 6
roll 2
roll 6
manoeuvre Defiance W-90
manoeuvre Defiance M1
sail Syrene
roll 3
roll 5
roll 3
roll 1
roll 6
roll 1
stop Syrene
roll 6
roll 1
roll 2
roll 5
roll 3
sail Naiad
roll 4
roll 2
roll 2
roll 2
roll 4
roll 4
roll 1
roll 5
roll 5
roll 5
roll 6
sail Rapide
roll 3
roll 1
roll 4
roll 4
roll 5
roll 1
roll 4
roll 2
roll 5
roll 5
roll 3
sail Achille
roll 3
roll 6
roll 6
roll 4
roll 5
roll 2
roll 1
roll 6
roll 6
roll 2
roll 1
roll 1 {The weather: becalmed, wind from E [1.5.1]. [%bookmark weather becalmed, wind from E]}
sail Rapide
roll 1
roll 4
roll 5
roll 2
roll 4
roll 1
roll 6
roll 3
roll 2
roll 3
roll 3
sail Naiad
roll 6
roll 6
roll 5
roll 4
roll 5
roll 5
manoeuvre Naiad M1
manoeuvre Naiad W+90
sail Achille
roll 1
roll 2
roll 5
roll 5
roll 6
roll 6
roll 4
roll 5
roll 2
roll 1
sail Defiance
roll 4
roll 3
roll 3
roll 1
manoeuvre Defiance M2+30
sail Syrene
roll 6
roll 3
roll 2
roll 6
roll 1
roll 6
stop Syrene
roll 3
roll 3
roll 6
roll 2
roll 6
sail Lynx
roll 6
roll 6
roll 4
roll 3
roll 2
roll 1
roll 2
manoeuvre Lynx M1
manoeuvre Lynx M2+30
roll 4
roll 5
roll 4
roll 4
roll 2
roll 1
sail Lynx
roll 6
roll 5
roll 3
roll 4
roll 2
roll 3
roll 1
manoeuvre Lynx M1
roll 2
roll 1
roll 3
roll 3
sail Defiance
roll 3
roll 2
roll 6
roll 4
stop Defiance
roll 3
roll 2
roll 5
roll 2
roll 5
roll 6
sail Syrene
roll 3
roll 2
roll 5
roll 4
roll 4
roll 5
manoeuvre Syrene M2
sail Naiad
roll 5
roll 6
roll 2
roll 4
roll 4
roll 1
manoeuvre Naiad M2+30
sail Achille
roll 2
roll 4
roll 5
roll 6
stop Achille
roll 4
roll 5
roll 6
roll 4
roll 6
roll 1
sail Rapide
roll 1
roll 5
roll 5
roll 6
roll 3
roll 3
roll 6
roll 1
roll 3
roll 4
roll 3
fire Naiad Syrene
roll 6
roll 3
roll 2
roll 2
roll 4
roll 2
roll 5
roll 2
roll 3
sail Rapide
roll 4
roll 1
roll 4
roll 3
roll 3
roll 4
roll 6
roll 5
roll 3
roll 4
roll 5
sail Naiad
roll 3
roll 2
roll 2
roll 3
roll 6
roll 1
manoeuvre Naiad M1
roll 6
roll 5
roll 4
roll 4
roll 4
sail Achille
roll 5
roll 6
roll 3
roll 3
manoeuvre Achille M2+30
sail Lynx
roll 4
roll 4
roll 4
roll 4
roll 4
roll 2
roll 2
roll 2
roll 3
roll 1
roll 3
sail Syrene
roll 5
roll 1
roll 6
roll 6
roll 6
roll 3
manoeuvre Syrene M2
manoeuvre Syrene M2+30
manoeuvre Syrene M2+30
sail Defiance
roll 6
roll 3
roll 2
roll 3
manoeuvre Defiance M2-30
done FR
fire Syrene Naiad
roll 2
roll 6
roll 1
roll 5
roll 3
roll 1
roll 1
roll 2
roll 2 {The weather: blowing, wind from SE [1.5.1]. [%bookmark weather blowing, wind from SE]}
sail Lynx
roll 2
roll 2
roll 6
roll 3
roll 2
roll 2
roll 3
manoeuvre Lynx M2-30
roll 5
roll 1
roll 5
roll 1
sail Defiance
roll 3
roll 6
roll 4
roll 5
manoeuvre Defiance M1
manoeuvre Defiance M2+30
manoeuvre Defiance M1
sail Syrene
roll 2
roll 4
roll 1
roll 5
roll 1
roll 6
manoeuvre Syrene M2-30
manoeuvre Syrene W-90
manoeuvre Syrene M2
roll 2
roll 4
roll 5
roll 4
roll 6
roll 3
sail Naiad
roll 4
roll 3
roll 6
roll 4
roll 4
roll 5
manoeuvre Naiad M2
roll 1
roll 6
roll 3
roll 1
roll 2
sail Achille
roll 4
roll 3
roll 6
roll 1
manoeuvre Achille M1
roll 6
roll 4
roll 5
roll 4
roll 5
roll 3
sail Rapide
roll 1
roll 2
roll 3
roll 1
roll 2
roll 1
roll 4
roll 1
roll 1
roll 1
roll 2
fire Defiance Naiad
roll 1
roll 1
roll 6
roll 6
roll 5
roll 5
roll 6
roll 6
roll 6
roll 1
roll 5
roll 2
roll 5
roll 4
roll 6
roll 2
roll 4
roll 3
roll 4
roll 6
roll 5 {Naiad now has 3 Damage tokens [5.6.1]. [%bookmark Naiad damaged] [%arrow red 23.2,23.1>22.2,25.7]}
done GB
done FR
roll 3
roll 2
sail Defiance
roll 4
roll 1
roll 6
roll 5
manoeuvre Defiance W-90
roll 3
roll 1
roll 6
roll 3
manoeuvre Defiance M2-30
roll 2
roll 3
roll 1
roll 4
roll 5
roll 2
roll 6
roll 3
roll 1
roll 2
manoeuvre Defiance M2-30
sail Syrene
roll 2
roll 1
roll 4
roll 4
roll 6
roll 3
manoeuvre Syrene M1
manoeuvre Syrene W+90
manoeuvre Syrene M2+30
roll 4
roll 3
roll 3
roll 5
roll 4
roll 4
roll 3
roll 2
roll 5
roll 6
roll 5
roll 5
sail Lynx
roll 3
roll 1
roll 2
roll 3
roll 4
roll 3
roll 5
roll 5
roll 2
roll 5
roll 6
sail Naiad
roll 4
roll 6
roll 3
roll 3
roll 3
roll 4
manoeuvre Naiad M2
roll 1
roll 1
roll 6
roll 5
roll 6
sail Achille
roll 4
roll 2
roll 3
roll 5
roll 2
roll 5
roll 5
roll 5
roll 3
roll 4
sail Rapide
roll 3
roll 3
roll 3
roll 3
roll 3
roll 5
roll 5
roll 4
roll 1
roll 2
roll 5
roll 4
roll 2
sail Lynx
roll 3
roll 5
roll 3
roll 5
roll 3
roll 2
roll 3
manoeuvre Lynx M2+30
roll 3
roll 3
roll 6
roll 6
sail Defiance
roll 4
roll 1
roll 5
roll 3
manoeuvre Defiance M2-30
manoeuvre Defiance M2+30
sail Syrene
roll 6
roll 5
roll 1
roll 6
roll 5
roll 1
manoeuvre Syrene M2+30
manoeuvre Syrene M2
manoeuvre Syrene M2+30
roll 3
roll 2
roll 4
roll 1
roll 6
roll 3
manoeuvre Syrene M2-30
sail Rapide
roll 2
roll 4
roll 2
roll 3
roll 1
roll 6
roll 2
manoeuvre Rapide M2+30
roll 2
roll 2
roll 3
roll 6
sail Achille
roll 1
roll 6
roll 2
roll 5
roll 2
roll 4
roll 6
roll 3
roll 4
roll 2
sail Naiad
roll 4
roll 4
roll 4
roll 4
roll 4
roll 3
roll 3
roll 6
roll 2
roll 2
roll 5
fire Defiance Rapide
roll 5
roll 6
roll 4
roll 5
roll 6
roll 6
roll 6
roll 5
roll 6
roll 3
roll 3
roll 4
roll 3
roll 2 {Rapide: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Rapide sunk] [%arrow red 23.7,32.3>22.7,37.4]}
roll 1
roll 1 {The weather: becalmed, wind from SE [1.5.1]. [%bookmark weather becalmed, wind from SE]}
sail Achille
roll 6
roll 3
roll 4
roll 6
manoeuvre Achille M2
manoeuvre Achille M2-30
sail Naiad
roll 3
roll 4
roll 2
roll 6
roll 5
roll 4
manoeuvre Naiad M2-30
roll 5
roll 3
roll 2
roll 3
roll 4
sail Lynx
roll 4
roll 1
roll 2
roll 1
roll 4
roll 1
roll 5
manoeuvre Lynx M2
sail Syrene
roll 3
roll 2
roll 2
roll 2
roll 1
roll 5
manoeuvre Syrene M2
sail Defiance
roll 4
roll 5
roll 4
roll 3
manoeuvre Defiance M1
roll 5
roll 1
roll 2
roll 2
roll 2
roll 4 {The end: GB wins on morale [APP.2.2.1]. [%bookmark the end]}
