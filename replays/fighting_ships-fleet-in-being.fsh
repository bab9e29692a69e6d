[Game "Fighting Ships"]
[Scenario "Fleet in Being"]
[Sides "GB DE"]
[Turns "12"]
[Objective "being 1"]
[Position "FSH turn 1 initiative wind W blowing table 72x48 morale 110,26 first - | Warspite=1 battleship 36,24@90 D0 A0 | Norfolk=1 heavy-cruiser 36,30@90 D0 A0 | Onslow=1 destroyer 44,24@90 D0 A0 | Offa=1 destroyer 36,18@90 D0 A0 | U-73=2 pack sub-submerged D0 A0 1:66,24@270 2:66,24@270 3:66,24@270 real:1 | U-81=2 pack sub-submerged D0 A0 1:6,24@90 2:6,24@90 3:6,24@90 real:1 | He-115=2 air torpedo-bomber 70,40@270 load:torpedo first"]
[Seed "13"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 13"]
[Result "GB wins: 1100 of 1100 points afloat"]
[Final "FSH turn 12 boarding wind W blowing table 72x48 morale 109,22 first 1 | Warspite=1 battleship 17.525849601363166,19.836530900791267@301.6015625 D0 A0 speed:6 | Norfolk=1 heavy-cruiser 45.797697518975525,11.641877377815504@330 D0 A0 speed:6 | Onslow=1 destroyer 26.980869757419008,10.723825541171358@292.7265625 D0 A0 speed:8 | Offa=1 destroyer 35.36459663312109,23.55077487932026@312.6953125 D0 A0 speed:10 launched:port-or-starboard@4 salvos:1,0 | U-73=2 sub-surfaced 69.9,26.9@125.706691401 D0 A0 sunk launched:bow@3,stern@2 salvos:3,0 | U-81=2 pack sub-submerged D0 A0 1:25.8,15.8@252.03086026 2:28,13.4@202.619864948 3:26.2,19.1@302.471192291 real:2 launched:bow@11,stern@10 salvos:2,0 | T10-1=2 torpedo 33.494940216528036,-4.1768115059001225@171.4788831 run:24 left:2 from:U-81 | T11-1=2 torpedo 35.920038689367956,5.025818182710601@149.102641003 run:12 left:3 from:U-81"]

{Fleet in Being [APP.2.3.2j] as sailkit sets it up (fleet_in_being_setup.py): the battleship Warspite, the heavy cruiser Norfolk and the destroyers Onslow and Offa (GB, 1100 points) steam east from the middle of a 6-by-4-foot table; DE spends 260 of the quarter of that it may, on the U-boats U-73 and U-81, waiting below at either end, and the torpedo bomber He-115 over the east edge. Fleet morale ends nothing: after 12 Game-Turns GB wins if its ships afloat are worth more than half its 1100 points. Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships it lets leave make for their edge, and their enemies go for them.}
roll 3
roll 3
roll 6
roll 6
roll 2
roll 6
fly He-115 54.6,32.6
run U-73 62.1,24 63.5,21 63.5,27*
run U-81 9.9,24* 8.5,27 8.5,21
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
launch U-73 Onslow {U-73 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 63.5,27.0>56.0,24.0] [%bookmark U-73 fires]}
done DE
aa Norfolk He-115
roll 4
roll 6
roll 4
roll 2
roll 3
roll 3
roll 2
sail Norfolk
roll 4
roll 5
roll 5
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
roll 4
roll 6
roll 3
roll 6
roll 1
roll 3
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
sail Onslow
roll 5
roll 6
roll 3
roll 6
roll 4
roll 5
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
stop Onslow
sail Warspite
roll 5
roll 6
roll 2
roll 4
roll 6
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
fly He-115 72,46.3
run U-81 13.8,24 11,30 11,18
run U-73 67.2,25.9 66.7,29.2* 65.1,23.4
roll 6
roll 4
roll 5
roll 2
roll 3
roll 2
roll 2
roll 5
roll 3
roll 3
roll 3
roll 4
roll 3
roll 5
roll 3
roll 4
roll 2
asw Onslow U-73 3 {[%arrow red 66.0,24.0>65.1,23.4]}
roll 5
launch U-73 Onslow {U-73 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 66.7,29.2>66.0,24.0] [%bookmark U-73 fires, Game-Turn 2]}
done DE
roll 4
roll 5
search Onslow
roll 2
roll 5
roll 2
run U-81 17.7,24 13.5,33 13.5,15
run U-73 69.9,26.9* 70.5,30.2
sail Norfolk
roll 2
roll 6
roll 3
roll 2
roll 1
roll 4
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M1
roll 6
roll 6
roll 4
roll 4
roll 1
roll 6
roll 4
roll 1
sail Offa
roll 2
roll 2
roll 4
roll 6
roll 4
roll 6
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M1
manoeuvre Offa M1
manoeuvre Offa M1
manoeuvre Offa M1
stop Offa
sail Onslow
roll 3
roll 2
roll 6
roll 4
roll 6
roll 3
manoeuvre Onslow M2+30
manoeuvre Onslow M1
manoeuvre Onslow M2-30
roll 3
roll 2
roll 6
roll 6
roll 3
sail Warspite
roll 5
roll 6
roll 6
roll 2
roll 6
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M1
stop Warspite
launch U-73 Onslow {U-73 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 69.9,26.9>69.1,21.0] [%bookmark U-73 fires, Game-Turn 3]}
done DE
roll 5
roll 2
search Onslow
roll 6
roll 4
roll 2 {U-73 is located [7.3]. [%bookmark U-73 located]}
sail Norfolk
roll 5
roll 1
roll 5
roll 6
roll 5
roll 1
manoeuvre Norfolk M1
manoeuvre Norfolk M2+30
roll 3
roll 5
roll 6
roll 5
roll 3
roll 2
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M2
manoeuvre Norfolk M2+30
roll 3
roll 2
roll 2
roll 6
roll 5
roll 1
manoeuvre Norfolk M2
manoeuvre Norfolk M2+30
stop Norfolk
sail Offa
roll 2
roll 2
roll 1
roll 4
roll 6
roll 5
manoeuvre Offa M2+30
roll 5
roll 5
roll 6
roll 1
roll 4
sail Onslow
roll 3
roll 6
roll 1
roll 5
roll 1
roll 2
manoeuvre Onslow M1
manoeuvre Onslow M2+30
roll 3
roll 1
roll 4
roll 3
roll 3
roll 5
roll 5
roll 6
roll 1
roll 4
roll 5
roll 3
roll 1
roll 1
roll 3
roll 3
roll 2
roll 4 {Offa now has 1 Damage token [5.6.1]. Offa and Onslow collide and entangle [4.3.1, 4.3.3]. [%bookmark Offa damaged]}
sail Warspite
roll 5
roll 5
roll 5
roll 4
roll 2
manoeuvre Warspite M2
manoeuvre Warspite M1
manoeuvre Warspite M1
manoeuvre Warspite M1
roll 6
roll 2
roll 3
roll 1
roll 4
roll 5
roll 6
roll 2
roll 6
roll 2
run U-81 21.5,23.2 16.6,35.4 15.3,11.6
surface U-73 {U-73 comes up where her real counter lay [7.1, 7.2]. [%bookmark U-73 surfaces]}
roll 3
roll 4
roll 6
roll 2
roll 3
roll 4
roll 5
roll 2
roll 3
roll 2
launch Offa U-73 {[%arrow red 69.0,16.5>69.9,26.9]}
fire Warspite U-73
roll 5
roll 3
roll 4
roll 2
roll 6
roll 3
roll 4
roll 1
roll 3
roll 4
roll 4
roll 1
roll 1
roll 1
roll 5
roll 1
roll 6
roll 3
roll 2
roll 4
roll 4
roll 5
roll 4
roll 3
roll 1
roll 3
roll 5
roll 4
roll 2
roll 2
roll 1
roll 1
roll 3
roll 2
roll 2
roll 3
roll 3
roll 5
roll 4
roll 3
roll 1
roll 3
roll 2
roll 1
roll 3
roll 4
roll 4
roll 5
roll 5 {U-73: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark U-73 sunk] [%arrow red 67.0,21.5>69.9,26.9]}
done DE
roll 4
roll 1
sail Norfolk
roll 3
roll 5
roll 3
roll 2
roll 1
roll 3
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
sail Offa
roll 2
roll 5
roll 6
roll 2
roll 1
roll 2
manoeuvre Offa M2+30
roll 6
roll 2
roll 1
roll 4
roll 3
sail Onslow
roll 1
roll 3
roll 3
roll 2
roll 1
roll 6
manoeuvre Onslow M2
roll 2
roll 6
roll 2
roll 5
roll 4
sail Warspite
roll 2
roll 5
roll 4
roll 5
roll 1
manoeuvre Warspite M2+30
manoeuvre Warspite M2
run U-81 24.7,21 20.3,36.5 15.7,7.7
done DE
roll 5
roll 1
sail Norfolk
roll 1
roll 5
roll 2
roll 5
roll 3
roll 5
manoeuvre Norfolk M2
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M1
roll 4
roll 3
roll 2
roll 5
roll 3
roll 3
roll 1
roll 3
sail Offa
roll 1
roll 1
roll 2
roll 6
roll 1
roll 1
manoeuvre Offa M2+30
roll 5
roll 6
roll 3
roll 1
roll 3
sail Onslow
roll 6
roll 4
roll 2
roll 5
roll 6
roll 6
manoeuvre Onslow M2+30
manoeuvre Onslow M2+30
sail Warspite
roll 6
roll 3
roll 1
roll 1
roll 1
manoeuvre Warspite M2+30
manoeuvre Warspite M2
run U-81 28.4,19.9 23.6,38.7 17.3,4.1
done DE
roll 3
roll 4
run U-81 32.1,18.8 26.9,40.9 18.9,0.5
sail Norfolk
roll 4
roll 4
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
sail Offa
roll 3
roll 2
roll 2
roll 3
roll 4
roll 2
manoeuvre Offa M2
manoeuvre Offa M2
sail Onslow
roll 4
roll 4
roll 3
roll 2
roll 4
roll 5
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
sail Warspite
roll 5
roll 4
roll 2
roll 4
roll 6
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
done DE
roll 4
roll 2
sail Norfolk
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
roll 1
roll 4
sail Offa
roll 5
roll 5
roll 6
roll 1
roll 2
roll 6
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
sail Onslow
roll 6
roll 6
roll 6
roll 4
roll 1
roll 5
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2+30
manoeuvre Onslow M2
sail Warspite
roll 1
roll 6
roll 2
roll 3
roll 5
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
run U-81 28.7,20.7 23.2,39.5 18.2,4.3
done DE
roll 2
roll 6
run U-81 31.3,17.8 27.1,39.6 17.6,0.4
sail Norfolk
roll 1
roll 6
roll 5
roll 4
roll 3
roll 2
manoeuvre Norfolk M2
roll 4
roll 1
roll 5
roll 1
roll 2
roll 3
roll 5
roll 5
sail Offa
roll 1
roll 5
roll 4
roll 3
roll 6
roll 2
manoeuvre Offa M1
manoeuvre Offa M2
roll 5
roll 1
roll 5
roll 6
roll 4
roll 2
manoeuvre Offa M2+30
manoeuvre Offa M1
stop Offa
sail Onslow
roll 5
roll 6
roll 1
roll 1
roll 3
roll 2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
sail Warspite
roll 4
roll 3
roll 2
roll 6
roll 3
manoeuvre Warspite M1
manoeuvre Warspite M2
roll 6
roll 2
roll 6
roll 3
roll 5
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2+30
manoeuvre Warspite M2
stop Warspite
done DE
roll 1
roll 3
run U-81 28.9,20.9 23.2,39.7 18.4,4.2
sail Norfolk
roll 6
roll 2
roll 2
roll 6
roll 2
roll 5
manoeuvre Norfolk M2
manoeuvre Norfolk M2
roll 1
roll 1
roll 5
roll 6
roll 2
roll 5
roll 6
roll 5
sail Offa
roll 1
roll 4
roll 3
roll 4
roll 5
roll 5
manoeuvre Offa M2
manoeuvre Offa M2+30
manoeuvre Offa M2
stop Offa
sail Onslow
roll 4
roll 5
roll 5
roll 4
roll 1
roll 4
manoeuvre Onslow M2
manoeuvre Onslow M2
roll 5
roll 3
roll 3
roll 4
roll 6
roll 1
manoeuvre Onslow M1
manoeuvre Onslow M1
manoeuvre Onslow M1
manoeuvre Onslow M1
stop Onslow
sail Warspite
roll 2
roll 6
roll 3
roll 4
roll 5
manoeuvre Warspite M2
manoeuvre Warspite M2+30
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
launch U-81 Warspite {U-81 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 28.9,20.9>31.2,11.5] [%bookmark U-81 fires]}
done GB
roll 1
roll 4
run U-81 26.3,18 29.5,17* 25,21
sail Norfolk
roll 4
roll 3
roll 1
roll 6
roll 4
roll 4
manoeuvre Norfolk M2+30
manoeuvre Norfolk M2+30
sail Offa
roll 4
roll 4
roll 5
roll 6
roll 1
roll 1
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
sail Onslow
roll 3
roll 2
roll 1
roll 2
roll 5
roll 3
manoeuvre Onslow M2+30
manoeuvre Onslow M2
manoeuvre Onslow M2
stop Onslow
sail Warspite
roll 3
roll 5
roll 2
roll 4
roll 5
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
launch U-81 Onslow {U-81 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 29.5,17.0>34.4,7.6] [%bookmark U-81 fires, Game-Turn 11]}
done DE
roll 3
roll 1
sail Norfolk
roll 2
roll 6
roll 1
roll 6
roll 1
roll 6
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
sail Offa
roll 2
roll 1
roll 5
roll 4
roll 6
roll 2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
sail Onslow
roll 3
roll 2
roll 1
roll 2
roll 6
roll 2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2
sail Warspite
roll 1
roll 1
roll 2
roll 4
roll 5
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
run U-81 25.8,15.8 28,13.4* 26.2,19.1
done DE {The end: GB wins: 1100 of 1100 points afloat [APP.2.3.2j]. [%bookmark the end]}
