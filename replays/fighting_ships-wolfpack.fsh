[Game "Fighting Ships"]
[Scenario "A wolf pack against a convoy"]
[Sides "GB DE"]
[Turns "10"]
[Position "FSH turn 1 initiative wind W blowing table 72x48 morale 45,24 first - | Walker=1 destroyer 22,24@90 D0 A0 | Baron=1 large-steam-merchant 14,20@90 D0 A0 | Clan=1 large-steam-merchant 14,28@90 D0 A0 | Empire=1 large-steam-merchant 6,24@90 D0 A0 | Heather=1 corvette 2,30@90 D0 A0 | U-47=2 pack sub-submerged D0 A0 1:44,16@270 2:44,16@270 3:44,16@270 real:2 | U-99=2 pack sub-submerged D0 A0 1:48,32@270 2:48,32@270 3:48,32@270 real:2"]
[Seed "5"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 5"]
[Result "GB wins on morale"]
[Final "FSH turn 10 boarding wind NW blowing table 72x48 morale 35,20 first 2 | Walker=1 destroyer 69.21442378864668,22.087527233309366@180 D3 A1 crit:catastrophic sunk speed:3 | Baron=1 large-steam-merchant 68.28589838486224,18.723175892183903@0 D0 A0 speed:0 | Clan=1 large-steam-merchant 67.28589838486224,27.54477330024722@210 D0 A0 speed:2 | Empire=1 large-steam-merchant 68,22@180 D0 A0 speed:0 | Heather=1 corvette 34.47629498313009,8.239705207312497@287.21875 D0 A0 speed:12 | U-99=2 sub-submerged 56.4,28.6@50.194428908 D4 A1 crit:armament,fire sunk launched:bow@5,stern@4 salvos:3,0 | U-47=2 pack sub-submerged D0 A0 1:66,26.3@155.432828679 3:71,27.7@104.743562836 real:1 launched:bow@5,stern@5 salvos:3,0"]

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
run U-47 40.5,17.7 43.1,19.8 46.3,19.2
run U-99 48.9,28.2 45.7,28.9 44.1,31.8
launch U-47 Walker {U-47 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 43.1,19.8>34.0,24.0] [%bookmark U-47 fires]}
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
run U-47 46.7,21.2 44.4,23.5 46.5,17.9
asw Walker U-47 2 {[%arrow red 46.0,24.0>44.4,23.5]}
roll 6 {A decoy of U-47 comes off the table [7.3, 7.4]. [%bookmark U-47 decoy off]}
done DE
roll 2
roll 4
search Walker
roll 3
roll 1
roll 3
roll 4
run U-99 56,30.7 52.2,25.1 45.3,24.5
run U-47 50.3,22.6 47.8,21.6
sail Baron
roll 2
roll 2
roll 3
roll 1
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
sail Clan
roll 3
roll 3
roll 5
roll 5
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
sail Empire
roll 1
roll 5
roll 6
roll 6
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
sail Heather
roll 3
roll 1
roll 3
roll 3
roll 3
roll 4
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
sail Walker
roll 6
roll 3
roll 2
roll 4
roll 4
roll 6
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
launch U-99 Walker {U-99 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 52.2,25.1>58.0,24.0] [%bookmark U-99 fires]}
launch U-47 Walker {U-47 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 50.3,22.6>58.0,24.0] [%bookmark U-47 fires, Game-Turn 3]}
done DE
roll 2
roll 1
search Walker
roll 3
roll 1
roll 6
sail Baron
roll 3
roll 4
roll 1
roll 5
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
sail Clan
roll 4
roll 3
roll 4
roll 5
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
sail Empire
roll 1
roll 4
roll 1
roll 6
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
sail Heather
roll 2
roll 5
roll 2
roll 1
roll 2
roll 4
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
sail Walker
roll 3
roll 5
roll 3
roll 5
roll 3
roll 4
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M2
manoeuvre Walker M1
manoeuvre Walker M1
stop Walker
run U-99 55.2,27.6 52.2,29
run U-47 53.1,25.3 50,26.5 54.2,22.2
launch U-99 Heather {U-99 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 55.2,27.6>50.0,30.0] [%bookmark U-99 fires, Game-Turn 4]}
done DE
roll 1
roll 5
search Heather
roll 6
roll 3
roll 3
roll 1
roll 4 {A decoy of U-47 comes off the table [7.3, 7.4]. [%bookmark U-47 decoy off, Game-Turn 5]}
run U-47 55.9,28 53.9,26.1
run U-99 56.4,28.6 55.2,29.2 56.8,27.3
sail Baron
roll 1
roll 2
roll 3
roll 5
manoeuvre Baron M2
manoeuvre Baron M2-30
manoeuvre Baron M2
manoeuvre Baron M2-30
sail Clan
roll 5
roll 3
roll 2
roll 3
manoeuvre Clan M2
manoeuvre Clan M2+30
manoeuvre Clan M2
manoeuvre Clan M2+30
sail Empire
roll 3
roll 6
roll 5
roll 1
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
sail Heather
roll 3
roll 6
roll 3
roll 3
roll 2
roll 1
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
sail Walker
roll 6
roll 2
roll 6
roll 6
roll 3
roll 4
manoeuvre Walker M2+30
manoeuvre Walker M1
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
roll 3
roll 3 {Walker: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Walker sunk]}
launch U-47 Empire {U-47 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 55.9,28.0>46.0,24.0] [%bookmark U-47 fires, Game-Turn 5]}
launch U-99 Heather {U-99 launches from below: her counters gather where she fired [7.1, 5.7.1]. [%arrow red 56.4,28.6>62.0,30.0] [%bookmark U-99 fires, Game-Turn 5]}
launch U-47 Heather {[%arrow red 55.9,28.0>62.0,30.0]}
asw Heather U-99 1 {[%arrow red 62.0,30.0>56.4,28.6]}
roll 4
roll 6
roll 4
roll 2
roll 1
roll 6
roll 1
roll 4
roll 3 {U-99 is sunk under water [7.4, 5.6.3]. [%bookmark U-99 sunk]}
roll 2
roll 2 {The weather: blowing, wind from NW [1.5.1]. [%bookmark weather blowing, wind from NW]}
search Heather
roll 6
roll 5
roll 2 {U-47 is located [7.3]. [%bookmark U-47 located]}
sail Baron
roll 6
roll 4
roll 1
roll 2
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
sail Clan
roll 4
roll 3
roll 2
roll 1
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
sail Empire
roll 4
roll 3
roll 2
roll 4
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
sail Heather
roll 5
roll 2
roll 5
roll 4
roll 4
roll 6
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M1
manoeuvre Heather M1
manoeuvre Heather M1
manoeuvre Heather M1
manoeuvre Heather M1
roll 6
roll 3
roll 4
run U-47 57.6,31.5 54.3,31.5
roll 3
roll 3 {The weather: blowing, wind from N [1.5.1]. [%bookmark weather blowing, wind from N]}
evade U-47 59.3,35.1 59.8,28.2
roll 4
evade U-47 59.3,35.1 59.8,28.2
roll 4
evade U-47 59.3,35.1 59.8,28.2
roll 2
evade U-47 59.3,35.1 59.8,28.2
roll 1
evade U-47 59.3,35.1 59.8,28.2
roll 4
evade U-47 59.3,35.1 59.8,28.2
roll 5 {U-47 slips away: her counters scatter [7.3]. [%bookmark U-47 slips away]}
sail Baron
roll 2
roll 6
roll 4
roll 3
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
manoeuvre Baron M2
sail Clan
roll 2
roll 1
roll 4
roll 3
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
manoeuvre Clan M2
sail Empire
roll 5
roll 5
roll 5
roll 3
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M2
sail Heather
roll 1
roll 3
roll 6
roll 5
roll 6
roll 1
manoeuvre Heather M2+30
manoeuvre Heather M2+30
manoeuvre Heather M1
manoeuvre Heather M2
roll 3
roll 3
roll 5
roll 6
roll 6
roll 3
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M1
stop Heather
roll 4
roll 3
sail Baron
roll 6
roll 6
roll 3
roll 3
manoeuvre Baron M2
manoeuvre Baron M1
manoeuvre Baron M1
manoeuvre Baron M1
manoeuvre Baron M1
stop Baron
sail Clan
roll 6
roll 2
roll 5
roll 1
manoeuvre Clan M2
manoeuvre Clan M1
manoeuvre Clan M1
manoeuvre Clan M1
manoeuvre Clan M1
stop Clan
sail Empire
roll 4
roll 5
roll 3
roll 3
manoeuvre Empire M2
manoeuvre Empire M2
manoeuvre Empire M1
manoeuvre Empire M1
stop Empire
sail Heather
roll 6
roll 3
roll 4
roll 3
roll 5
roll 6
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
run U-47 62.8,33.4 63.4,29.8
roll 6
roll 3
sail Baron
roll 3
roll 3
roll 6
roll 3
manoeuvre Baron M2-30
roll 6
roll 4
roll 3
sail Clan
roll 2
roll 6
roll 4
roll 3
manoeuvre Clan M2+30
roll 3
roll 5
roll 2
sail Empire
roll 5
roll 2
roll 2
roll 3
manoeuvre Empire M2+30
roll 4
roll 3
roll 6
sail Heather
roll 1
roll 6
roll 6
roll 6
roll 4
roll 2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
stop Heather
run U-47 64.4,29.8 67.2,28.7
roll 5
roll 5 {The weather: blowing, wind from NW [1.5.1]. [%bookmark weather blowing, wind from NW, Game-Turn 10]}
run U-47 66,26.3 71,27.7
sail Baron
roll 5
roll 6
roll 4
roll 3
stop Baron
sail Clan
roll 5
roll 5
roll 6
roll 3
manoeuvre Clan M2+30
roll 6
roll 1
roll 2
sail Empire
roll 2
roll 5
roll 4
roll 5
stop Empire
sail Heather
roll 6
roll 2
roll 2
roll 6
roll 2
roll 6
manoeuvre Heather M2+30
manoeuvre Heather M2+30
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2
manoeuvre Heather M2 {The end: GB wins on morale [APP.2.2.1]. [%bookmark the end]}
