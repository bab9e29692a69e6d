[Game "Fighting Ships"]
[Scenario "Fleet in Being"]
[Sides "GB DE"]
[Turns "12"]
[Objective "being 1"]
[Position "FSH turn 1 initiative wind W blowing table 72x48 morale 110,26 first - | Warspite=1 battleship 36,24@90 D0 A0 | Norfolk=1 heavy-cruiser 36,30@90 D0 A0 | Onslow=1 destroyer 44,24@90 D0 A0 | Offa=1 destroyer 36,18@90 D0 A0 | U-73=2 pack sub-submerged D0 A0 1:66,24@270 2:66,24@270 3:66,24@270 real:1 | U-81=2 pack sub-submerged D0 A0 1:6,24@90 2:6,24@90 3:6,24@90 real:1 | He-115=2 air torpedo-bomber 70,40@270 load:torpedo first"]
[Seed "13"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 13"]
[Result "GB wins: 1100 of 1100 points afloat"]
[Final "FSH turn 12 boarding wind SW blowing table 72x48 morale 100,22 first 2 | Warspite=1 battleship 18.726142846075593,32.37477573214371@255.75 D0 A0 speed:10 | Norfolk=1 heavy-cruiser 39.34512703714941,6.075418931646044@269.9921875 D0 A0 speed:4 | Onslow=1 destroyer 44.11538583495291,8.73718611432267@257.5703125 D0 A0 speed:3 | Offa=1 destroyer 26.643593539448993,6.26794919243112@270 D3 A0 struck speed:10 | U-73=2 sub-submerged 69.9,24@90 D2 A1 sunk launched:bow@1,stern@2 salvos:2,0 | U-81=2 pack sub-submerged D0 A0 1:34.3,8.5@136.041626676 2:34.3,8.5@136.041626676 3:34.3,8.5@136.041626676 real:1 launched:bow@12 salvos:1,0 | T12-1=2 torpedo 35.47784421622779,7.278531923912349@107.280935582 run:0 left:4 from:U-81"]

{Fleet in Being [APP.2.3.2j] as sailkit sets it up (fleet_in_being_setup.py): the battleship Warspite, the heavy cruiser Norfolk and the destroyers Onslow and Offa (GB, 1100 points) steam east from the middle of a 6-by-4-foot table; DE spends 260 of the quarter of that it may, on the U-boats U-73 and U-81, waiting below at either end, and the torpedo bomber He-115 over the east edge. Fleet morale ends nothing: after 12 Game-Turns GB wins if its ships afloat are worth more than half its 1100 points. Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships it lets leave make for their edge, and their enemies go for them.}
roll 3
roll 3
roll 6
roll 6
roll 2
roll 6
fly He-115 54.6,32.6
run U-73 62.1,24 63.5,21 63.5,27
run U-81 9.9,24 8.5,27 8.5,21
sail Norfolk
roll 2
roll 6
roll 2
roll 2
roll 6
roll 6
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
sail Offa
roll 2
roll 2
roll 1
roll 5
roll 2
roll 6
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
sail Onslow
roll 3
roll 1
roll 4
roll 2
roll 6
roll 5
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
sail Warspite
roll 1
roll 3
roll 2
roll 1
roll 3
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
launch He-115 Norfolk
launch U-73 Onslow {U-73 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 62.1,24.0>56.0,24.0] [%bookmark U-73 fires]}
done DE
aa Norfolk He-115
roll 4
roll 6
roll 4
roll 2
roll 3
roll 3
roll 2
search Onslow
roll 4
roll 5
roll 5
sail Norfolk
roll 4
roll 6
roll 3
roll 4
roll 6
roll 3
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
sail Offa
roll 6
roll 1
roll 3
roll 5
roll 6
roll 3
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
sail Onslow
roll 6
roll 4
roll 5
roll 5
roll 6
roll 2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
stop Onslow
sail Warspite
roll 4
roll 6
roll 6
roll 4
roll 5
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
fly He-115 72,46.3
run U-81 13.8,24 11,30 11,18
run U-73 66,24
asw Onslow U-73 1 {[%arrow red 66.0,24.0>66.0,24.0]}
roll 2
launch U-73 Norfolk {U-73 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 66.0,24.0>60.0,30.0] [%bookmark U-73 fires, Game-Turn 2]}
done DE
roll 3
roll 2
search Onslow
roll 2
roll 5
roll 3
sail Norfolk
roll 3
roll 3
roll 4
roll 3
roll 5
roll 3
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M1
roll 4
roll 2
roll 5
roll 4
roll 5
roll 2
roll 5
roll 2
sail Offa
roll 2
roll 6
roll 3
roll 2
roll 1
roll 4
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M1
manoeuvre Offa M1
manoeuvre Offa M1
manoeuvre Offa M1
stop Offa
sail Onslow
roll 6
roll 6
roll 4
roll 4
roll 1
roll 6
manoeuvre Onslow M2+30
manoeuvre Onslow M1
manoeuvre Onslow M2-30
roll 4
roll 1
roll 2
roll 2
roll 4
sail Warspite
roll 6
roll 4
roll 6
roll 3
roll 2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M1
stop Warspite
run U-81 17.7,24 13.5,33 13.5,15
run U-73 69.9,24 68.5,27
asw Offa U-73 1 {[%arrow red 70.0,18.0>69.9,24.0]}
roll 6
roll 4
roll 6
roll 3
roll 3 {U-73 is sunk under water [7.4, 5.6.3]. [%bookmark U-73 sunk]}
done DE
roll 2
roll 6
run U-81 21.6,24 16,36 16,12
sail Norfolk
roll 6
roll 3
roll 5
roll 6
roll 6
roll 2
manoeuvre Norfolk M1
manoeuvre Norfolk M2+30
roll 6
roll 5
roll 2
roll 6
roll 4
roll 2
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M1
stop Norfolk
roll 5
roll 1
roll 5
roll 6
roll 5
roll 1
roll 3
roll 5
sail Offa
roll 6
roll 5
roll 3
roll 2
roll 3
roll 2
manoeuvre Offa M2+30
roll 2
roll 6
roll 5
roll 1
roll 2
sail Onslow
roll 2
roll 1
roll 4
roll 6
roll 5
roll 5
manoeuvre Onslow M1
manoeuvre Onslow M1
roll 5
roll 6
roll 1
roll 4
roll 3
roll 6
roll 1
roll 5
roll 1
roll 2
roll 3
sail Warspite
roll 1
roll 4
roll 3
roll 3
roll 5
manoeuvre Warspite M2
roll 5
roll 6
roll 1
roll 4
roll 5
manoeuvre Warspite M2-30
manoeuvre Warspite M2
manoeuvre Warspite M2-30
manoeuvre Warspite M1
stop Warspite
done DE
roll 3
roll 1
sail Norfolk
roll 1
roll 3
roll 3
roll 2
roll 4
roll 5
manoeuvre Norfolk M2+30
manoeuvre Norfolk M2+30
sail Offa
roll 5
roll 5
roll 4
roll 2
roll 6
roll 2
manoeuvre Offa M2+30
manoeuvre Offa M2+30
sail Onslow
roll 3
roll 1
roll 4
roll 5
roll 6
roll 2
manoeuvre Onslow M1
stop Onslow
roll 6
roll 2
roll 3
roll 4
roll 6
sail Warspite
roll 2
roll 3
roll 4
roll 5
roll 2
manoeuvre Warspite M2
manoeuvre Warspite M2-30
manoeuvre Warspite M2
manoeuvre Warspite M2-30
manoeuvre Warspite M1
stop Warspite
run U-81 25.4,23.2 19.1,38.4 17.8,8.5
done DE
roll 3
roll 2
sail Norfolk
roll 5
roll 3
roll 4
roll 2
roll 6
roll 3
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
sail Offa
roll 4
roll 1
roll 3
roll 4
roll 4
roll 1
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
sail Onslow
roll 1
roll 1
roll 5
roll 1
roll 6
roll 3
manoeuvre Onslow M2+30
manoeuvre Onslow M1
sail Warspite
roll 2
roll 4
roll 4
roll 5
roll 4
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2-30
manoeuvre Warspite M1
stop Warspite
run U-81 29.1,21.8 22.5,40.3 19.1,4.8
done DE
roll 3
roll 1
sail Norfolk
roll 3
roll 5
roll 4
roll 2
roll 2
roll 1
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
sail Offa
roll 1
roll 3
roll 2
roll 2
roll 3
roll 3
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
sail Onslow
roll 5
roll 4
roll 3
roll 1
roll 3
roll 2
manoeuvre Onslow M2+30
manoeuvre Onslow M2+30
manoeuvre Onslow M1
sail Warspite
roll 1
roll 3
roll 4
roll 4
roll 5
manoeuvre Warspite M2
manoeuvre Warspite M2-30
manoeuvre Warspite M2
manoeuvre Warspite M2
run U-81 32.2,19.5 26.3,41.2 19.3,0.9
done DE
roll 5
roll 4
sail Norfolk
roll 1
roll 3
roll 5
roll 3
roll 2
roll 1
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
sail Offa
roll 3
roll 2
roll 5
roll 6
roll 2
roll 1
manoeuvre Offa M2+30
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
sail Onslow
roll 2
roll 6
roll 2
roll 1
roll 4
roll 3
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M1
sail Warspite
roll 1
roll 3
roll 3
roll 2
roll 1
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
run U-81 29.1,21.9 22.5,40.3 19.1,4.8
done DE
roll 6
roll 2
sail Norfolk
roll 6
roll 2
roll 5
roll 4
roll 2
roll 5
manoeuvre Norfolk M1
manoeuvre Norfolk M2
roll 4
roll 5
roll 1
roll 5
roll 1
roll 1
roll 5
roll 2
roll 5
roll 3
roll 5
roll 4
roll 3 {Offa now has 3 Damage tokens [5.6.1]. [%bookmark Offa damaged]}
roll 2
roll 5
roll 3
roll 3
roll 1
roll 3
roll 1
roll 1
sail Offa
roll 2
roll 6
roll 1
roll 1
roll 5
roll 6
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
roll 3
roll 1
roll 3
roll 6
roll 4
sail Onslow
roll 2
roll 5
roll 6
roll 6
roll 6
roll 3
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M1
sail Warspite
roll 1
roll 1
roll 1
roll 3
roll 4
manoeuvre Warspite M2
manoeuvre Warspite M2
run U-81 29,18 25.4,37.7 16,2.4
done DE
roll 4
roll 4 {The weather: blowing, wind from SW [1.5.1]. [%bookmark weather blowing, wind from SW]}
run U-81 28.9,14.1 28.3,35.1 12.9,0
sail Norfolk
roll 4
roll 3
roll 2
roll 2
roll 4
roll 3
roll 1
roll 5
roll 1
roll 5
roll 3
roll 3
roll 3
roll 2
sail Offa
roll 2
roll 3
roll 4
roll 2
roll 4
roll 4
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
roll 3
roll 2
roll 4
roll 5
roll 5 {Offa: struck [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Offa struck]}
sail Onslow
roll 4
roll 2
roll 4
roll 6
roll 4
roll 2
manoeuvre Onslow M1
manoeuvre Onslow M2
roll 1
roll 5
roll 1
roll 4
roll 5
roll 2
roll 2
roll 1
roll 1
roll 5
roll 2
roll 3
roll 1 {Onslow now has 1 Damage token [5.6.1]. [%bookmark Onslow damaged]}
roll 4
roll 5
roll 5
roll 6
roll 1
sail Warspite
roll 2
roll 6
roll 6
roll 6
roll 6
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
done DE
roll 4
roll 1
sail Norfolk
roll 5
roll 1
roll 6
roll 2
roll 3
roll 5
manoeuvre Norfolk M2
roll 2
roll 6
roll 1
roll 6
roll 5
roll 4
roll 3
roll 2
sail Onslow
roll 4
roll 1
roll 5
roll 1
roll 2
roll 3
manoeuvre Onslow M1
stop Onslow
sail Warspite
roll 5
roll 5
roll 1
roll 5
roll 4
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
run U-81 31.6,11.3 31.2,32.5 9,0.5
done DE
roll 3
roll 6
run U-81 34.3,8.5 34.1,29.9 5.1,1
sail Norfolk
roll 2
roll 5
roll 1
roll 5
roll 6
roll 4
manoeuvre Norfolk M2
manoeuvre Norfolk M2+30
sail Onslow
roll 2
roll 5
roll 6
roll 1
roll 1
roll 3
manoeuvre Onslow M2
manoeuvre Onslow M1
sail Warspite
roll 2
roll 4
roll 3
roll 2
roll 6
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
launch U-81 Norfolk {U-81 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 34.3,8.5>39.3,6.1] [%bookmark U-81 fires]}
done DE {The end: GB wins: 1100 of 1100 points afloat [APP.2.3.2j]. [%bookmark the end]}
