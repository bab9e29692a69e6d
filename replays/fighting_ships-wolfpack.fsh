[Game "Fighting Ships"]
[Scenario "A wolf pack against a convoy"]
[Sides "GB DE"]
[Turns "10"]
[Position "FSH turn 1 initiative wind W blowing table 72x48 morale 45,24 first - | Walker=1 destroyer 22,24@90 D0 A0 | Baron=1 large-steam-merchant 14,20@90 D0 A0 | Clan=1 large-steam-merchant 14,28@90 D0 A0 | Empire=1 large-steam-merchant 6,24@90 D0 A0 | Heather=1 corvette 2,30@90 D0 A0 | U-47=2 pack sub-submerged D0 A0 1:44,16@270 2:44,16@270 3:44,16@270 real:2 | U-99=2 pack sub-submerged D0 A0 1:48,32@270 2:48,32@270 3:48,32@270 real:2"]
[Seed "5"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 5"]
[Result "GB wins on morale"]
[Final "FSH turn 10 boarding wind W blowing table 72x48 morale 45,24 first 1 | Walker=1 destroyer 32.33173788646686,6.355476425740486@270 D0 A0 speed:10 | Baron=1 large-steam-merchant 68.28589838486224,18.723175892183903@0 D0 A1 speed:0 | Clan=1 large-steam-merchant 68.28589838486224,28.276824107816097@180 D0 A0 speed:1 | Empire=1 large-steam-merchant 68,22@180 D0 A0 speed:0 | Heather=1 corvette 69,22.5@180 D0 A0 speed:1 | U-47=2 pack sub-submerged D0 A0 1:56.3,32.6@246.037511025 2:59.3,26.2@295.906508 3:56.3,10.8@345.256437164 real:2 located launched:bow@4,stern@3 salvos:3,0 | U-99=2 pack sub-submerged D0 A0 1:58.5,32.2@119.197486046 2:57.3,18.3@219.805571092 3:66.9,20.1@169.562524649 real:3 launched:bow@5,stern@4 salvos:3,0"]

{A wolf pack against a convoy (wolfpack.py): the merchant ships Baron, Clan and Empire steam east with the destroyer Walker ahead and the corvette Heather astern (GB); U-47 and U-99 (DE) wait to the east under water, each three counters alike, two of them decoys only her owner can tell [7.1]. The boats run below at 4 inches [7.2] and launch their bow tubes [5.7.1]; the escorts search by sonar as each Game-Turn opens, finding decoys or the boat [7.3], and roll depth charges over the stern [7.4]. A side's view of the replay shows the enemy's counters alike until one is located. Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships it lets leave make for their edge, and their enemies go for them.}
roll 5
roll 3
sail Baron
roll 6
roll 3
roll 6
roll 6
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2+30
manoeuvre Baron M2
sail Clan
roll 6
roll 5
roll 1
roll 4
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2-30
manoeuvre Clan M2
sail Empire
roll 2
roll 6
roll 1
roll 2
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
sail Heather
roll 1
roll 3
roll 4
roll 2
roll 4
roll 5
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
sail Walker
roll 1
roll 5
roll 2
roll 1
roll 6
roll 2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
run U-47 40.5,17.7* 43.1,19.8 46.3,19.2
run U-99 48.9,28.2 45.7,28.9* 44.1,31.8
launch U-47 Walker {U-47 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 40.5,17.7>34.0,24.0] [%bookmark U-47 fires]}
done DE
roll 4
roll 3
sail Baron
roll 2
roll 4
roll 2
roll 1
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
sail Clan
roll 2
roll 5
roll 5
roll 4
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
sail Empire
roll 2
roll 2
roll 1
roll 1
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
sail Heather
roll 2
roll 2
roll 2
roll 2
roll 3
roll 3
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
sail Walker
roll 2
roll 5
roll 6
roll 6
roll 2
roll 2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
run U-99 52.6,29.5 49.1,26.9 44.7,28
run U-47 44,19.3 41.5,21.5* 44,16.1
asw Walker U-99 3 {[%arrow red 46.0,24.0>44.7,28.0]}
roll 6 {A decoy of U-99 comes off the table [7.3, 7.4]. [%bookmark U-99 decoy off]}
done DE
roll 2
roll 4
search Walker
roll 3
roll 1
roll 3
run U-99 56,30.7 52.2,25.1
run U-47 45.9,22.7 45.3,22.3 47,13.7
sail Baron
roll 4
roll 2
roll 2
roll 3
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
sail Clan
roll 1
roll 3
roll 3
roll 5
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
sail Empire
roll 5
roll 1
roll 5
roll 6
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
sail Heather
roll 6
roll 3
roll 1
roll 3
roll 3
roll 3
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
sail Walker
roll 4
roll 6
roll 3
roll 2
roll 4
roll 4
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
launch U-99 Walker {U-99 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 52.2,25.1>58.0,24.0] [%bookmark U-99 fires]}
launch U-47 Heather {U-47 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 45.3,22.3>38.0,30.0] [%bookmark U-47 fires, Game-Turn 3]}
done DE
roll 6
roll 2
search Walker
roll 1
roll 3
roll 1
sail Baron
roll 6
roll 3
roll 4
roll 1
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
sail Clan
roll 5
roll 4
roll 3
roll 4
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
sail Empire
roll 5
roll 1
roll 4
roll 1
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
sail Heather
roll 6
roll 2
roll 5
roll 2
roll 1
roll 2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
sail Walker
roll 4
roll 3
roll 5
roll 3
roll 5
roll 3
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M1
manoeuvre Walker M1
stop Walker
run U-99 55.2,27.6* 52.2,29 56,24.4
run U-47 45.3,22.3* 45.3,22.3 45.3,22.3
launch U-99 Heather {U-99 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 55.2,27.6>50.0,30.0] [%bookmark U-99 fires, Game-Turn 4]}
launch U-47 Heather {U-47 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 45.3,22.3>50.0,30.0] [%bookmark U-47 fires, Game-Turn 5]}
roll 4
roll 1
search Heather
roll 5
roll 6
roll 3 {U-99 is located [7.3]. [%bookmark U-99 located]}
sail Baron
roll 3
roll 1
roll 4
roll 1
manoeuvre Baron M2
manoeuvre Baron M2-30
manoeuvre Baron M2
manoeuvre Baron M2-30
sail Clan
roll 2
roll 3
roll 5
roll 5
manoeuvre Clan M2
manoeuvre Clan M2+30
manoeuvre Clan M2
manoeuvre Clan M2+30
sail Empire
roll 3
roll 2
roll 3
roll 3
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
sail Heather
roll 6
roll 5
roll 1
roll 3
roll 6
roll 3
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
sail Walker
roll 3
roll 2
roll 1
roll 6
roll 2
roll 6
manoeuvre Walker M2+30
manoeuvre Walker M1
roll 6
roll 3
roll 4
roll 2
roll 6
run U-99 51.5,26.3 53.8,23.9
run U-47 49.1,23 47.2,25.7* 48.3,19.8
roll 1
roll 1
roll 5
roll 5
launch U-99 Empire {U-99 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 51.5,26.3>46.0,24.0] [%bookmark U-99 fires, Game-Turn 5]}
done DE
roll 4
roll 1
evade U-99 47.7,25 52.2,30.2 54.5,23.7*
roll 2
evade U-99 47.7,25 52.2,30.2 54.5,23.7*
roll 6 {U-99 slips away: her counters scatter [7.3]. [%bookmark U-99 slips away]}
sail Baron
roll 5
roll 3
roll 3
roll 4
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
sail Clan
roll 6
roll 4
roll 2
roll 1
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
sail Empire
roll 6
roll 1
roll 4
roll 3
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
sail Heather
roll 2
roll 2
roll 6
roll 5
roll 2
roll 6
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M1
manoeuvre Heather M1
manoeuvre Heather M1
manoeuvre Heather M1
manoeuvre Heather M1
roll 4
roll 1
roll 2
sail Walker
roll 4
roll 3
roll 2
roll 1
roll 4
roll 3
manoeuvre Walker M2+30
manoeuvre Walker M2+30
manoeuvre Walker M1
run U-47 51.9,25.7 51.1,25.3 50.4,16.5
roll 2
roll 4
run U-47 54.7,28.4 55,24.8 52.5,13.2
run U-99 50.1,28.1 54.8,27.3 58.4,23.9
sail Baron
roll 5
roll 2
roll 5
roll 4
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
sail Clan
roll 4
roll 6
roll 6
roll 3
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
sail Empire
roll 4
roll 3
roll 3
roll 4
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
sail Heather
roll 4
roll 2
roll 1
roll 4
roll 5
roll 2
roll 6
roll 4
roll 3
sail Walker
roll 2
roll 1
roll 4
roll 3
roll 5
roll 5
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M1
roll 5
roll 3
sail Baron
roll 1
roll 3
roll 6
roll 5
manoeuvre Baron M2
manoeuvre Baron M1
manoeuvre Baron M1
manoeuvre Baron M1
manoeuvre Baron M1
stop Baron
sail Clan
roll 6
roll 1
roll 3
roll 3
manoeuvre Clan M2
manoeuvre Clan M1
manoeuvre Clan M1
manoeuvre Clan M1
manoeuvre Clan M1
stop Clan
sail Empire
roll 5
roll 6
roll 6
roll 3
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M1
manoeuvre Empire M1
stop Empire
sail Heather
roll 4
roll 3
roll 6
roll 6
roll 3
roll 3
manoeuvre Heather M2
sail Walker
roll 6
roll 2
roll 5
roll 1
roll 4
roll 5
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M1
run U-47 57.3,31.3 58.9,24.7 54.9,10.1
run U-99 52.6,31.1 57.3,24.3 62.3,23.9
asw Walker U-47 3 {[%arrow red 52.2,10.6>54.9,10.1]}
roll 3
roll 3
roll 6
search Walker
roll 3
search Heather
roll 4
run U-47 59.9,34.2 62.8,24.5 57.3,7
run U-99 55.1,34.1 59.8,21.3 66.2,23.9
sail Baron
roll 3
roll 5
roll 6
roll 6
manoeuvre Baron M2-30
roll 3
roll 3
roll 3
sail Clan
roll 6
roll 3
roll 6
roll 4
manoeuvre Clan M2-30
roll 3
roll 2
roll 6
sail Empire
roll 4
roll 3
roll 3
roll 5
manoeuvre Empire M2+30
roll 2
roll 5
roll 2
sail Heather
roll 2
roll 3
roll 4
roll 3
roll 6
roll 1
manoeuvre Heather M2
manoeuvre Heather M1
stop Heather
sail Walker
roll 6
roll 6
roll 6
roll 4
roll 2
roll 5
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2+30
manoeuvre Walker M1
asw Heather U-99 3 {[%arrow red 69.0,23.5>66.2,23.9]}
roll 5
roll 5
roll 6
roll 4
search Heather
roll 3
roll 5 {U-47 is located [7.3]. [%bookmark U-47 located]}
sail Baron
roll 5
roll 6
roll 3
roll 6
stop Baron
roll 1
roll 2
roll 2
sail Clan
roll 5
roll 4
roll 5
roll 6
manoeuvre Clan M1
stop Clan
sail Empire
roll 2
roll 2
roll 6
roll 2
stop Empire
roll 6
roll 6
roll 1
sail Heather
roll 4
roll 2
roll 2
roll 1
roll 2
roll 1
manoeuvre Heather M1
stop Heather
sail Walker
roll 3
roll 2
roll 4
roll 2
roll 5
roll 1
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
run U-47 56.3,32.6 59.3,26.2 56.3,10.8
run U-99 58.5,32.2 57.3,18.3 66.9,20.1 {The end: GB wins on morale [APP.2.2.1]. [%bookmark the end]}
