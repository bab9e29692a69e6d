[Game "Fighting Ships"]
[Scenario "Encounter on the High Seas"]
[Sides "GB FR"]
[Turns "12"]
[Position "FSH turn 1 initiative wind E blowing table 48x48 morale 10,10 first - | Defiance=1 3rd-rate 18,6@0 D0 A0 | Syrene=1 5th-rate 24,6@0 D0 A0 | Lynx=1 6th-rate 30,6@0 D0 A0 | Achille=2 3rd-rate 30,42@180 D0 A0 | Naiad=2 5th-rate 24,42@180 D0 A0 | Rapide=2 6th-rate 18,42@180 D0 A0"]
[Seed "6"]
[Annotator "sailkit: random players for both sides (sailkit.players), choices and dice seeded 6"]
[Result "GB wins on morale"]
[Final "FSH turn 12 boarding wind E blowing table 48x48 morale 10,7 first 1 | Defiance=1 3rd-rate 12.267949192431125,28.9282032302755@0 D0 A0 | Syrene=1 5th-rate 5.14372054413571,2.9105733337072093@90 D0 A0 | Lynx=1 6th-rate 38.046633369868296,14.241025403784441@60 D0 A0 | Achille=2 3rd-rate 11.537285175959664,45.350483165514596@270 D0 A0 | Naiad=2 5th-rate 2.041262707703181,23.511198586083164@180 D0 A0 | Rapide=2 6th-rate 19.221315822562815,32.428847577293375@240 D1 A1 crit:catastrophic"]

{Encounter on the High Seas [APP.2.3.2b] as sailkit sets it up: Defiance, Syrene and Lynx (GB) against Achille, Naiad and Rapide (FR) on a 4-foot table, the wind from the east. Both sides are sailed at random (Fighting Ships has no computer captain yet), so read it for the rules at work, not for seamanship.}
roll 5
roll 1
sail Lynx
roll 4
roll 3
roll 1
roll 1
roll 2
roll 6
roll 5
manoeuvre Lynx M2
manoeuvre Lynx T+90
sail Defiance
roll 4
roll 6
roll 3
roll 3
manoeuvre Defiance W-90
manoeuvre Defiance W+90
sail Syrene
roll 1
roll 3
roll 4
roll 2
roll 6
roll 4
manoeuvre Syrene M2-30
stop Syrene
sail Naiad
roll 5
roll 5
roll 6
roll 1
roll 2
roll 5
manoeuvre Naiad M2
stop Naiad
sail Rapide
roll 5
roll 6
roll 6
roll 3
roll 6
roll 5
roll 6
manoeuvre Rapide T-90
manoeuvre Rapide M2
manoeuvre Rapide M2+30
roll 1
roll 4
roll 3
roll 1
roll 3
roll 4
roll 3
roll 4
roll 6
roll 1
roll 2
roll 6
roll 6
manoeuvre Rapide M2-30
roll 3
roll 1
roll 1
roll 5
roll 2
roll 6
roll 3
manoeuvre Rapide M1
sail Achille
roll 4
roll 2
roll 5
roll 5
stop Achille
roll 6
roll 6
roll 5
roll 1
roll 6
roll 3
roll 2
roll 5
sail Rapide
roll 4
roll 3
roll 3
roll 5
roll 1
roll 1
roll 5
roll 6
roll 5
roll 2
roll 1
sail Naiad
roll 5
roll 6
roll 3
roll 3
roll 6
roll 2
manoeuvre Naiad M2-30
manoeuvre Naiad W+90
manoeuvre Naiad M1
sail Achille
roll 4
roll 4
roll 2
roll 2
manoeuvre Achille W+90
stop Achille
sail Syrene
roll 5
roll 2
roll 6
roll 5
roll 1
roll 2
manoeuvre Syrene M1
manoeuvre Syrene M2
manoeuvre Syrene M2
sail Defiance
roll 2
roll 1
roll 6
roll 3
manoeuvre Defiance M2-30
sail Lynx
roll 5
roll 6
roll 5
roll 5
roll 3
roll 3
roll 4
manoeuvre Lynx W-90
roll 5
roll 4
sail Syrene
roll 3
roll 2
roll 6
roll 4
roll 1
roll 2
manoeuvre Syrene M1
manoeuvre Syrene W-90
sail Defiance
roll 4
roll 5
roll 6
roll 4
manoeuvre Defiance M2+30
manoeuvre Defiance M1
manoeuvre Defiance M2
manoeuvre Defiance M2-30
sail Lynx
roll 1
roll 4
roll 2
roll 1
roll 5
roll 6
roll 4
manoeuvre Lynx M2
manoeuvre Lynx M2-30
manoeuvre Lynx T+90
sail Achille
roll 4
roll 4
roll 1
roll 5
manoeuvre Achille M1
stop Achille
roll 4
roll 4
roll 3
roll 6
roll 4
roll 1
sail Rapide
roll 2
roll 6
roll 6
roll 3
roll 4
roll 4
roll 6
manoeuvre Rapide W-90
roll 2
roll 1
roll 1
roll 5
roll 1
roll 3
roll 5
roll 3
roll 2
roll 3
roll 5
roll 4
roll 3
roll 5
roll 3
roll 4
roll 4
roll 5
roll 4 {Achille now has 1 Damage token [5.6.1]. Achille and Rapide collide and entangle [4.3.1, 4.3.3]. Rapide now has 1 Damage token [5.6.1]. [%bookmark Achille damaged]}
roll 3
roll 5
roll 4
roll 6
sail Naiad
roll 4
roll 4
roll 2
roll 6
roll 4
roll 4
manoeuvre Naiad M2+30
manoeuvre Naiad M1
manoeuvre Naiad M2
manoeuvre Naiad M2
manoeuvre Naiad M2-30
roll 3
roll 6
sail Rapide
roll 4
roll 3
roll 3
roll 6
roll 2
roll 5
roll 4
stop Rapide
roll 6
roll 5
roll 3
roll 3
sail Achille
roll 6
roll 4
roll 4
roll 6
manoeuvre Achille M2
manoeuvre Achille M2
roll 2
roll 3
roll 5
roll 1
roll 5
roll 4
sail Naiad
roll 1
roll 2
roll 1
roll 5
roll 5
roll 1
manoeuvre Naiad M2
manoeuvre Naiad M2-30
sail Defiance
roll 6
roll 6
roll 3
roll 3
manoeuvre Defiance M2+30
stop Defiance
sail Lynx
roll 4
roll 5
roll 1
roll 2
roll 2
roll 3
roll 5
roll 1
roll 4
roll 5
roll 4
sail Syrene
roll 1
roll 4
roll 2
roll 1
roll 3
roll 3
manoeuvre Syrene M2-30
roll 2
roll 6
sail Naiad
roll 6
roll 2
roll 5
roll 3
roll 2
roll 1
manoeuvre Naiad M2+30
manoeuvre Naiad W+90
sail Rapide
roll 6
roll 6
roll 1
roll 6
roll 1
roll 1
roll 6
manoeuvre Rapide T+90
manoeuvre Rapide M2
manoeuvre Rapide M2-30
sail Achille
roll 4
roll 4
roll 6
roll 1
manoeuvre Achille M2+30
roll 6
roll 1
roll 6
roll 5
roll 2
roll 5
sail Syrene
roll 1
roll 2
roll 5
roll 6
roll 3
roll 6
manoeuvre Syrene M2-30
manoeuvre Syrene W+90
manoeuvre Syrene M2-30
sail Lynx
roll 4
roll 4
roll 6
roll 1
roll 6
roll 2
roll 2
roll 4
roll 4
roll 4
roll 4
sail Defiance
roll 5
roll 3
roll 4
roll 6
manoeuvre Defiance M2
manoeuvre Defiance T+90
done FR
roll 5
roll 1
sail Syrene
roll 3
roll 3
roll 3
roll 3
roll 1
roll 1
manoeuvre Syrene M2+30
sail Defiance
roll 5
roll 3
roll 3
roll 3
roll 4
roll 4
roll 4
roll 3
roll 1
roll 6
sail Lynx
roll 1
roll 2
roll 5
roll 6
roll 2
roll 5
roll 6
roll 1
roll 6
roll 2
roll 3
sail Rapide
roll 3
roll 1
roll 1
roll 6
roll 2
roll 6
roll 4
manoeuvre Rapide W+90
manoeuvre Rapide W+90
sail Naiad
roll 3
roll 1
roll 2
roll 6
roll 6
roll 1
manoeuvre Naiad M2-30
stop Naiad
sail Achille
roll 4
roll 5
roll 2
roll 4
roll 6
roll 4
roll 6
roll 1
roll 2
roll 1
roll 3
roll 5
sail Rapide
roll 1
roll 2
roll 5
roll 6
roll 2
roll 2
roll 3
stop Rapide
roll 6
roll 2
roll 5
roll 5
sail Achille
roll 4
roll 2
roll 2
roll 6
manoeuvre Achille M2+30
manoeuvre Achille M2-30
roll 5
roll 6
roll 2
roll 4
roll 6
roll 2
sail Naiad
roll 3
roll 2
roll 5
roll 5
roll 1
roll 5
manoeuvre Naiad M2+30
stop Naiad
sail Lynx
roll 4
roll 2
roll 3
roll 4
roll 5
roll 4
roll 1
roll 4
roll 5
roll 5
roll 6
sail Defiance
roll 2
roll 6
roll 2
roll 6
manoeuvre Defiance M2-30
manoeuvre Defiance W-90
sail Syrene
roll 5
roll 6
roll 3
roll 3
roll 6
roll 2
stop Syrene
roll 2
roll 2
roll 6
roll 6
roll 2
roll 4
roll 1
sail Defiance
roll 1
roll 1
roll 1
roll 4
manoeuvre Defiance M2-30
sail Syrene
roll 1
roll 1
roll 6
roll 6
roll 5
roll 1
manoeuvre Syrene M2
stop Syrene
sail Lynx
roll 6
roll 3
roll 5
roll 1
roll 1
roll 5
roll 2
manoeuvre Lynx M2-30
sail Rapide
roll 4
roll 2
roll 5
roll 6
roll 3
roll 1
roll 4
manoeuvre Rapide M2-30
manoeuvre Rapide W-90
manoeuvre Rapide M2
manoeuvre Rapide M2+30
sail Naiad
roll 1
roll 6
roll 5
roll 1
roll 2
roll 6
manoeuvre Naiad W-90
manoeuvre Naiad M1
manoeuvre Naiad M2+30
roll 4
roll 1
roll 1
roll 6
roll 2
sail Achille
roll 1
roll 6
roll 1
roll 6
manoeuvre Achille M1
manoeuvre Achille M2+30
fire Defiance Rapide
roll 6
roll 4
roll 6
roll 6
roll 3
roll 3
roll 4
roll 2
roll 2
roll 6
roll 5
roll 6
roll 2
roll 3 {Rapide now has 3 Damage tokens [5.6.1]. [%bookmark Rapide damaged] [%arrow red 15.0,24.2>22.0,35.2]}
roll 5
roll 1
sail Syrene
roll 3
roll 5
roll 6
roll 6
roll 6
roll 6
manoeuvre Syrene M1
manoeuvre Syrene M1
stop Syrene
sail Defiance
roll 3
roll 5
roll 1
roll 5
manoeuvre Defiance M2
stop Defiance
sail Lynx
roll 5
roll 6
roll 1
roll 3
roll 3
roll 6
roll 1
manoeuvre Lynx T+90
manoeuvre Lynx M2+30
sail Rapide
roll 2
roll 1
roll 3
roll 6
roll 3
roll 4
roll 6
stop Rapide
roll 1
roll 3
roll 2
roll 1
sail Naiad
roll 1
roll 3
roll 1
roll 4
roll 1
roll 4
manoeuvre Naiad M2+30
manoeuvre Naiad M2+30
roll 3
roll 1
roll 6
roll 5
roll 5
sail Achille
roll 3
roll 2
roll 2
roll 2
manoeuvre Achille M1
roll 4
roll 5
roll 2
roll 2
roll 6
roll 4
roll 5
roll 4
sail Defiance
roll 5
roll 5
roll 6
roll 4
stop Defiance
roll 3
roll 3
roll 2
roll 3
roll 1
roll 2
sail Lynx
roll 4
roll 1
roll 2
roll 5
roll 1
roll 1
roll 5
manoeuvre Lynx M1
stop Lynx
roll 2
roll 1
roll 2
roll 5
sail Syrene
roll 4
roll 4
roll 4
roll 5
roll 6
roll 5
manoeuvre Syrene M2
manoeuvre Syrene M2-30
manoeuvre Syrene M2
manoeuvre Syrene M2+30
roll 4
roll 2
roll 6
roll 4
roll 2
sail Achille
roll 4
roll 1
roll 3
roll 4
manoeuvre Achille M2-30
roll 3
roll 3
roll 2
roll 3
roll 3
roll 5
sail Naiad
roll 6
roll 3
roll 2
roll 1
roll 3
roll 2
manoeuvre Naiad M2
sail Rapide
roll 1
roll 4
roll 5
roll 5
roll 2
roll 6
roll 1
manoeuvre Rapide M2-30
roll 2
roll 4
roll 4
roll 2
roll 2
roll 5
sail Rapide
roll 1
roll 5
roll 5
roll 4
roll 3
roll 3
roll 6
manoeuvre Rapide M2+30
roll 5
roll 4
roll 3
roll 6
sail Achille
roll 6
roll 1
roll 3
roll 2
manoeuvre Achille M2+30
roll 1
roll 1
roll 5
roll 5
roll 5
roll 6
sail Naiad
roll 2
roll 5
roll 5
roll 1
roll 6
roll 1
manoeuvre Naiad W+90
roll 1
roll 6
roll 1
roll 2
roll 3
sail Syrene
roll 3
roll 2
roll 6
roll 2
roll 2
roll 2
manoeuvre Syrene M2-30
sail Lynx
roll 2
roll 6
roll 2
roll 4
roll 6
roll 4
roll 5
stop Lynx
roll 1
roll 6
roll 5
roll 2
sail Defiance
roll 4
roll 2
roll 5
roll 3
roll 6
roll 2
roll 3
roll 6
roll 3
roll 1
fire Naiad Defiance
roll 3
roll 1
roll 1
roll 6
roll 1
roll 4
roll 6
roll 4
roll 3
roll 1
roll 1
roll 3
done GB
roll 6
roll 1
sail Lynx
roll 4
roll 5
roll 3
roll 1
roll 6
roll 3
roll 2
manoeuvre Lynx T-90
sail Defiance
roll 2
roll 3
roll 6
roll 4
manoeuvre Defiance M2+30
manoeuvre Defiance M2+30
sail Syrene
roll 6
roll 4
roll 1
roll 5
roll 2
roll 1
manoeuvre Syrene M1
manoeuvre Syrene M2+30
roll 4
roll 3
roll 1
roll 2
roll 6
sail Rapide
roll 5
roll 4
roll 3
roll 1
roll 4
roll 1
roll 4
roll 6
roll 2
roll 5
roll 2
sail Achille
roll 4
roll 3
roll 3
roll 5
stop Achille
roll 3
roll 3
roll 5
roll 6
roll 3
roll 4
sail Naiad
roll 5
roll 6
roll 1
roll 5
roll 6
roll 2
manoeuvre Naiad W+90
roll 6
roll 5
roll 1
roll 5
roll 4
done GB
done FR {The end: GB wins on morale [APP.2.2.1]. [%bookmark the end]}
