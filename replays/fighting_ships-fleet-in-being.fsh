[Game "Fighting Ships"]
[Scenario "Fleet in Being"]
[Sides "GB DE"]
[Turns "12"]
[Objective "being 1"]
[Position "FSH turn 1 initiative wind W blowing table 72x48 morale 110,26 first - | Warspite=1 battleship 36,24@90 D0 A0 | Norfolk=1 heavy-cruiser 36,30@90 D0 A0 | Onslow=1 destroyer 44,24@90 D0 A0 | Offa=1 destroyer 36,18@90 D0 A0 | U-73=2 pack sub-submerged D0 A0 1:66,24@270 2:66,24@270 3:66,24@270 real:1 | U-81=2 pack sub-submerged D0 A0 1:6,24@90 2:6,24@90 3:6,24@90 real:1 | He-115=2 air torpedo-bomber 70,40@270 load:torpedo first"]
[Seed "13"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 13"]
[Result "GB wins: 1100 of 1100 points afloat"]
[Final "FSH turn 12 boarding wind NW blowing table 72x48 morale 109,26 first 1 | Warspite=1 battleship 29.586225184574644,23.12564434701786@300 D0 A0 speed:10 | Norfolk=1 heavy-cruiser 45.797697518975525,15.105978992953258@330 D0 A0 speed:6 | Onslow=1 destroyer 51.60769515458674,8.102885682970024@330 D0 A0 speed:6 | Offa=1 destroyer 57.33974596215562,8.401923788646684@270 D0 A0 speed:6 | U-73=2 pack sub-submerged D0 A0 1:55.3,28.3@245.432828679 2:68.6,24.7@194.743562836 3:54.8,28.2@295.906508 real:1 launched:bow@1,stern@2 salvos:2,0 | U-81=2 pack sub-submerged D0 A0 1:27.4,18.2@264.143986415 2:27.4,18.2@264.143986415 3:27.4,18.2@264.143986415 real:1 launched:bow@11,stern@12 salvos:2,0 | T11-1=2 torpedo 44.96210038585351,17.630204217631828@94.219311335 run:12 left:3 from:U-81 | T12-1=2 torpedo 29.087995275754693,18.373127720577454@5.984740029 run:0 left:4 from:U-81"]

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
roll 6
run U-81 13.8,24 11,30 11,18
run U-73 67.2,25.9 66.7,29.2* 65.1,23.4
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
roll 5
asw Onslow U-73 3 {[%arrow red 66.0,24.0>65.1,23.4]}
roll 4
launch U-73 Onslow {U-73 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 66.7,29.2>66.0,24.0] [%bookmark U-73 fires, Game-Turn 2]}
done DE
roll 5
roll 2
search Onslow
roll 5
roll 2
roll 2 {U-73 is located [7.3]. [%bookmark U-73 located]}
sail Norfolk
roll 6
roll 3
roll 2
roll 1
roll 4
roll 6
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M1
roll 6
roll 4
roll 4
roll 1
roll 6
roll 4
roll 1
roll 2
sail Offa
roll 2
roll 4
roll 6
roll 4
roll 6
roll 3
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M1
manoeuvre Offa M1
manoeuvre Offa M1
manoeuvre Offa M1
stop Offa
sail Onslow
roll 2
roll 6
roll 4
roll 6
roll 3
roll 3
manoeuvre Onslow M2+30
manoeuvre Onslow M1
manoeuvre Onslow M2-30
roll 2
roll 6
roll 6
roll 3
roll 5
sail Warspite
roll 6
roll 6
roll 2
roll 6
roll 5
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M1
stop Warspite
run U-81 17.7,24 13.5,33 13.5,15
run U-73 63.8,31.8 62.8,28.7 66.9,33.1
done DE
roll 2
roll 6
evade U-73 60.8,34.5* 67.6,33 63,27.9
roll 4
evade U-73 60.8,34.5* 67.6,33 63,27.9
roll 2
evade U-73 60.8,34.5* 67.6,33 63,27.9
roll 5 {U-73 slips away: her counters scatter [7.3]. [%bookmark U-73 slips away]}
run U-81 21.6,24 16,36 16,12
sail Norfolk
roll 1
roll 5
roll 6
roll 5
roll 1
roll 3
manoeuvre Norfolk M1
manoeuvre Norfolk M2+30
roll 5
roll 6
roll 5
roll 3
roll 2
roll 3
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M2
manoeuvre Norfolk M2+30
roll 2
roll 2
roll 6
roll 5
roll 1
roll 2
manoeuvre Norfolk M2
manoeuvre Norfolk M2+30
stop Norfolk
sail Offa
roll 2
roll 1
roll 4
roll 6
roll 5
roll 5
manoeuvre Offa M2+30
roll 5
roll 6
roll 1
roll 4
roll 3
sail Onslow
roll 6
roll 1
roll 5
roll 1
roll 2
roll 3
manoeuvre Onslow M1
manoeuvre Onslow M2+30
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
roll 4
roll 5 {Offa now has 1 Damage token [5.6.1]. Offa and Onslow collide and entangle [4.3.1, 4.3.3]. [%bookmark Offa damaged]}
sail Warspite
roll 5
roll 5
roll 4
roll 2
roll 6
manoeuvre Warspite M2
manoeuvre Warspite M1
manoeuvre Warspite M1
manoeuvre Warspite M1
roll 2
roll 3
roll 1
roll 4
roll 5
roll 6
roll 2
roll 6
roll 2
roll 3
done DE
roll 4
roll 6
run U-81 25.4,23.1 19.1,38.3 17.8,8.5
run U-73 61.9,30.8 71.2,31.4 60.8,24.6
sail Norfolk
roll 2
roll 3
roll 4
roll 5
roll 2
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
roll 3
roll 4
roll 2
roll 6
manoeuvre Offa M2+30
roll 3
roll 4
roll 1
roll 3
roll 4
sail Onslow
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
sail Warspite
roll 5
roll 4
roll 3
roll 1
roll 3
manoeuvre Warspite M2+30
manoeuvre Warspite M2
done DE
roll 5
roll 4
sail Norfolk
roll 2
roll 2
roll 1
roll 1
roll 3
roll 2
manoeuvre Norfolk M2
manoeuvre Norfolk M1
manoeuvre Norfolk M1
manoeuvre Norfolk M1
roll 2
roll 3
roll 3
roll 5
roll 4
roll 3
roll 1
roll 3
sail Offa
roll 2
roll 1
roll 3
roll 4
roll 4
roll 5
roll 5
roll 4
roll 1
roll 3
roll 5
sail Onslow
roll 3
roll 2
roll 1
roll 3
roll 2
roll 5
manoeuvre Onslow M2
sail Warspite
roll 6
roll 2
roll 1
roll 2
roll 6
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
run U-81 28.4,20.7 22.9,39.1 17.9,4.6
run U-73 60.5,34.4 67.5,32.6 62.7,28
done DE
roll 2
roll 1
sail Norfolk
roll 4
roll 3
roll 1
roll 3
roll 3
roll 2
roll 1
roll 6
roll 2
roll 6
roll 2
roll 5
roll 4
roll 2
sail Offa
roll 5
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
sail Onslow
roll 5
roll 4
roll 3
roll 2
roll 5
roll 3
manoeuvre Onslow M2+30
manoeuvre Onslow M2+30
sail Warspite
roll 3
roll 1
roll 3
roll 1
roll 1
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2+30
stop Warspite
run U-81 31.6,18.4 26.7,40.1 18.2,0.7
run U-73 61,30.5 70.8,30.5 60.1,25.1
done DE
roll 2
roll 6
run U-81 27.9,19.8 23.3,38.2 16.9,4.4
run U-73 59.4,34 67,31.5 61.8,28.6
sail Norfolk
roll 1
roll 1
roll 5
roll 6
roll 3
roll 1
manoeuvre Norfolk M2
sail Offa
roll 3
roll 6
roll 4
roll 2
roll 5
roll 6
manoeuvre Offa M1
stop Offa
roll 6
roll 6
roll 3
roll 1
roll 1
sail Onslow
roll 1
roll 3
roll 4
roll 4
roll 4
roll 4
manoeuvre Onslow M2
manoeuvre Onslow M2
manoeuvre Onslow M2-30
sail Warspite
roll 3
roll 2
roll 2
roll 4
roll 3
manoeuvre Warspite M2+30
manoeuvre Warspite M2
done DE
roll 1
roll 5
fly He-115 67.5,30.7
run U-81 31.2,17.8 27,39.4 17.5,0.5
run U-73 60,30.1 70.3,29.5 59.2,25.7
sail Norfolk
roll 1
roll 5
roll 3
roll 3
roll 3
roll 2
manoeuvre Norfolk M2
manoeuvre Norfolk M2+30
sail Offa
roll 2
roll 3
roll 4
roll 2
roll 4
roll 4
roll 3
roll 2
roll 4
roll 5
roll 5
sail Onslow
roll 4
roll 2
roll 4
roll 6
roll 4
roll 2
manoeuvre Onslow M2
manoeuvre Onslow M1
manoeuvre Onslow M1
stop Onslow
sail Warspite
roll 1
roll 5
roll 1
roll 4
roll 5
manoeuvre Warspite M2+30
manoeuvre Warspite M2
done DE
roll 2
roll 2 {The weather: blowing, wind from NW [1.5.1]. [%bookmark weather blowing, wind from NW]}
sail Norfolk
roll 1
roll 1
roll 5
roll 2
roll 3
roll 1
manoeuvre Norfolk M2+30
stop Norfolk
sail Offa
roll 4
roll 5
roll 5
roll 6
roll 1
roll 2
manoeuvre Offa M2+30
roll 6
roll 6
roll 6
roll 6
roll 4
sail Onslow
roll 1
roll 5
roll 1
roll 6
roll 2
roll 3
manoeuvre Onslow M2+30
stop Onslow
sail Warspite
roll 5
roll 2
roll 6
roll 1
roll 6
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
fly He-115 45.2,14.1
run U-81 27.4,18.8 23.8,37.1 15.8,4
run U-73 58.7,33.8 66.6,30.9 61.2,29.1
aa Warspite He-115
roll 5
roll 4
roll 3
roll 2
roll 4
roll 1
roll 5
roll 1
roll 2
roll 3
roll 5
roll 5
done DE
roll 1
roll 5
run U-81 31.3,18.6 26.5,39.9 18.1,0.9
run U-73 58.8,29.9 69.6,28.5 58.3,26.5
sail Norfolk
roll 4
roll 3
roll 6
roll 2
roll 5
roll 1
manoeuvre Norfolk M2
manoeuvre Norfolk M2
sail Offa
roll 5
roll 6
roll 4
roll 2
roll 5
roll 6
manoeuvre Offa M2
manoeuvre Offa M2
sail Onslow
roll 1
roll 1
roll 3
roll 2
roll 4
roll 3
manoeuvre Onslow M2+30
manoeuvre Onslow M2+30
sail Warspite
roll 2
roll 6
roll 3
roll 6
roll 2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
launch U-81 Warspite {U-81 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 31.3,18.6>38.2,18.1] [%bookmark U-81 fires]}
done DE
roll 6
roll 3
sail Norfolk
roll 5
roll 1
roll 3
roll 6
roll 2
roll 2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
manoeuvre Norfolk M2
sail Offa
roll 6
roll 2
roll 5
roll 1
roll 1
roll 5
manoeuvre Offa M2
manoeuvre Offa M2
manoeuvre Offa M2+30
sail Onslow
roll 6
roll 2
roll 5
roll 6
roll 5
roll 1
manoeuvre Onslow M2
manoeuvre Onslow M2+30
manoeuvre Onslow M2
sail Warspite
roll 4
roll 3
roll 4
roll 5
roll 5
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
manoeuvre Warspite M2
run U-73 55.3,28.3 68.6,24.7 54.8,28.2
run U-81 28.5,21.3 27.4,18.2* 31.6,22.5
launch U-81 Warspite {U-81 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 27.4,18.2>29.6,23.1] [%bookmark U-81 fires, Game-Turn 12]}
done DE {The end: GB wins: 1100 of 1100 points afloat [APP.2.3.2j]. [%bookmark the end]}
