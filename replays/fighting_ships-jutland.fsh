[Game "Fighting Ships"]
[Scenario "A Jutland-style action"]
[Sides "GB DE"]
[Turns "12"]
[Position "FSH turn 1 initiative wind W blowing table 72x48 morale 100,100 first - | Lion=1 battlecruiser 8,28@90 D0 A0 | Tiger=1 battlecruiser 8,20@90 D0 A0 | Nestor=1 destroyer 14,34@90 D0 A0 | Nomad=1 destroyer 14,14@90 D0 A0 | Luetzow=2 battlecruiser 64,28@270 D0 A0 | Seydlitz=2 battlecruiser 64,20@270 D0 A0 | V27=2 destroyer 58,34@270 D0 A0 | V29=2 destroyer 58,14@270 D0 A0"]
[Seed "3"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 3"]
[Result "GB wins"]
[Final "FSH turn 10 boarding wind W gale:1 table 72x48 morale 64,9 first 1 | Lion=1 battlecruiser 41.46410161513775,20.803847577293364@90 D6 A2 crit:steering sunk | Tiger=1 battlecruiser 49.909709615299874,25.23484146027313@82.7109375 D0 A0 | Nestor=1 destroyer 39.732050807568875,33@90 D0 A1 | Nomad=1 destroyer 40.34807621135331,23.263139720814415@330 D0 A1 | Luetzow=2 battlecruiser 58,28@270 D3 A1 sunk | Seydlitz=2 battlecruiser 56.3349364905389,21.25@300 D5 A1 crit:catastrophic struck | V27=2 destroyer 50.20096189432334,34.75@300 D1 A0 sunk | V29=2 destroyer 44.267949192431125,15@270 D1 A0 sunk"]

{A Jutland-style action in the steam eras (jutland.py): the battlecruisers Lion and Tiger with the destroyers Nestor and Nomad (GB) against Luetzow, Seydlitz, V27 and V29 (DE) on a 6-by-4-foot table, the wind from the west. Their Guns reach far beyond the Cannon's 18 inches (12 inch Guns to 80 [5.3]), their shells explode at long range [5.5.2], the 12 inch Guns add a die a ten [5.5.3.1], each ship trains both broadsides on her target [5.4g], and a steel hull sinks past her row of the table [5.6.3]. Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships it lets leave make for their edge, and their enemies go for them.}
roll 2
roll 5
sail V27
roll 5
roll 2
roll 3
roll 5
roll 4
roll 6
manoeuvre V27 M2
sail V29
roll 5
roll 1
roll 5
roll 1
roll 4
roll 3
roll 5
roll 2
roll 2
roll 6
roll 4
sail Luetzow
roll 5
roll 5
roll 4
roll 4
roll 6
roll 2
manoeuvre Luetzow M2
sail Seydlitz
roll 2
roll 6
roll 2
roll 5
roll 4
roll 6
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2
sail Nestor
roll 1
roll 6
roll 1
roll 2
roll 5
roll 1
manoeuvre Nestor M2
manoeuvre Nestor M2
sail Nomad
roll 3
roll 1
roll 3
roll 4
roll 5
roll 6
manoeuvre Nomad M2
manoeuvre Nomad M2
manoeuvre Nomad M2
sail Lion
roll 4
roll 6
roll 4
roll 4
roll 6
roll 5
manoeuvre Lion M2
manoeuvre Lion M2
manoeuvre Lion M2
manoeuvre Lion M2
manoeuvre Lion M2
manoeuvre Lion M2
sail Tiger
roll 4
roll 2
roll 3
roll 1
roll 1
roll 2
manoeuvre Tiger M2-30
roll 4
roll 2
sail Lion
roll 3
roll 6
roll 4
roll 6
roll 3
roll 4
manoeuvre Lion M2
manoeuvre Lion M2
manoeuvre Lion M2
manoeuvre Lion M2
sail Nestor
roll 5
roll 4
roll 5
roll 3
roll 5
roll 5
manoeuvre Nestor M2
manoeuvre Nestor M2
manoeuvre Nestor M2
manoeuvre Nestor M2
manoeuvre Nestor M2
sail Nomad
roll 4
roll 5
roll 2
roll 3
roll 6
roll 1
manoeuvre Nomad M2
manoeuvre Nomad M2
manoeuvre Nomad M2
sail Tiger
roll 3
roll 5
roll 6
roll 6
roll 2
roll 6
manoeuvre Tiger M2
manoeuvre Tiger M2+30
manoeuvre Tiger M2-30
manoeuvre Tiger M2+30
sail V27
roll 3
roll 5
roll 5
roll 5
roll 1
roll 6
manoeuvre V27 M2
sail V29
roll 6
roll 2
roll 6
roll 5
roll 3
roll 3
manoeuvre V29 M2
manoeuvre V29 M2
sail Seydlitz
roll 1
roll 1
roll 4
roll 6
roll 4
roll 1
manoeuvre Seydlitz M2
sail Luetzow
roll 3
roll 1
roll 4
roll 2
roll 1
roll 3
roll 4
roll 4
roll 1
roll 1
roll 5
roll 5
roll 1
roll 4
roll 6
roll 5
sail Nestor
roll 3
roll 5
roll 3
roll 5
roll 2
roll 1
manoeuvre Nestor M2
manoeuvre Nestor M2
sail Lion
roll 3
roll 1
roll 1
roll 1
roll 5
roll 5
manoeuvre Lion M2
manoeuvre Lion M2
sail Nomad
roll 1
roll 2
roll 4
roll 3
roll 5
roll 3
manoeuvre Nomad M2
manoeuvre Nomad M2
sail Tiger
roll 2
roll 6
roll 1
roll 3
roll 3
roll 3
manoeuvre Tiger M2
sail V27
roll 2
roll 4
roll 4
roll 4
roll 5
roll 4
roll 6
roll 5
roll 6
roll 5
roll 1
sail V29
roll 5
roll 5
roll 3
roll 4
roll 6
roll 6
manoeuvre V29 M2
manoeuvre V29 M2
sail Seydlitz
roll 6
roll 2
roll 3
roll 4
roll 3
roll 5
manoeuvre Seydlitz M2+30
sail Luetzow
roll 3
roll 5
roll 3
roll 1
roll 4
roll 5
roll 3
roll 1
roll 4
roll 5
roll 5
roll 6
roll 2
roll 1
roll 6
roll 6 {The weather: gale, wind from W [1.5.1]. [%bookmark weather gale, wind from W]}
roll 3
roll 4 {The gale will blow 7 Game-Turns [1.5.2c]. [%bookmark a gale of 7]}
sail V29
roll 3
roll 6
roll 3
roll 5
roll 6
roll 3 {V29 now has 1 Damage token [5.6.1]. [%bookmark V29 damaged]}
manoeuvre V29 M2+30
manoeuvre V29 M2-30
roll 6
roll 4
roll 1
roll 5
roll 1
sail V27
roll 6
roll 1
roll 3
roll 3
roll 6
roll 4 {V27 now has 1 Damage token [5.6.1]. [%bookmark V27 damaged]}
manoeuvre V27 M2
manoeuvre V27 M2+30
roll 3
roll 5
roll 5
roll 3
roll 2
sail Seydlitz
roll 3
roll 2
roll 3
roll 3
roll 5
roll 3 {Seydlitz now has 1 Damage token [5.6.1]. [%bookmark Seydlitz damaged]}
roll 3
roll 4
roll 1
roll 1
roll 5
roll 6
roll 6
roll 2
sail Luetzow
roll 3
roll 5
roll 2
roll 6
roll 3
roll 2 {Luetzow now has 1 Damage token [5.6.1]. [%bookmark Luetzow damaged]}
manoeuvre Luetzow M2
roll 3
roll 2
roll 6
roll 4
roll 6
roll 6
roll 1
roll 1
sail Nomad
roll 5
roll 3
roll 3
roll 6
roll 2
roll 4
manoeuvre Nomad M2
manoeuvre Nomad M2
manoeuvre Nomad M2
sail Nestor
roll 2
roll 1
roll 3
roll 6
roll 6
roll 2
manoeuvre Nestor M2
manoeuvre Nestor M2
sail Lion
roll 5
roll 4
roll 3
roll 2
roll 1
roll 1
manoeuvre Lion M2+30
manoeuvre Lion M2
sail Tiger
roll 5
roll 2
roll 3
roll 5
roll 2
roll 3
manoeuvre Tiger M2+30
manoeuvre Tiger M2
fire V29 Nomad
roll 3
roll 6
roll 1
roll 5
roll 3
roll 5
roll 2
roll 4
roll 3
roll 5
roll 3
roll 4
roll 3
roll 6
fire V27 Nestor
roll 4
roll 3
roll 4
fire Lion V27
roll 5
roll 4
roll 1
roll 4
roll 2
roll 2
roll 1
roll 4
roll 5
roll 5
roll 4
roll 5
roll 6
roll 2
roll 1
roll 6
roll 4
roll 6
roll 6
roll 5
roll 3
roll 5
roll 3
roll 2
roll 1
roll 5
roll 3
roll 1
roll 2
roll 1 {V27: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark V27 sunk] [%arrow red 35.4,25.8>50.2,34.8]}
fire Nomad V29
roll 1
roll 6
roll 5
roll 2
roll 4
roll 5
roll 1
roll 1
roll 4
roll 6
roll 1
roll 2
roll 5
sail V29
roll 3
roll 2
roll 6
roll 1
roll 5
roll 5 {V29 now has 1 Damage token [5.6.1]. [%bookmark V29 damaged, Game-Turn 5]}
manoeuvre V29 M2
roll 4
roll 1
roll 5
roll 1
roll 3
sail Seydlitz
roll 2
roll 3
roll 5
roll 4
roll 1
roll 3 {Seydlitz now has 1 Damage token [5.6.1]. [%bookmark Seydlitz damaged, Game-Turn 5]}
roll 2
roll 2
roll 1
roll 5
roll 1
roll 2
roll 2
roll 3
sail Luetzow
roll 2
roll 1
roll 4
roll 6
roll 5
roll 4 {Luetzow now has 1 Damage token [5.6.1]. [%bookmark Luetzow damaged, Game-Turn 5]}
manoeuvre Luetzow M2
roll 1
roll 3
roll 2
roll 3
roll 5
roll 5
roll 5
roll 4
sail Nomad
roll 1
roll 4
roll 3
roll 1
roll 1
roll 2
roll 1
roll 1
roll 1
roll 1
roll 4
sail Lion
roll 1
roll 6
roll 1
roll 5
roll 5
roll 4
manoeuvre Lion M2
manoeuvre Lion M2+30
manoeuvre Lion M2
manoeuvre Lion M2
sail Nestor
roll 3
roll 2
roll 3
roll 1
roll 3
roll 4
manoeuvre Nestor M2+30
sail Tiger
roll 6
roll 4
roll 5
roll 3
roll 3
roll 3
manoeuvre Tiger M2
manoeuvre Tiger M2
manoeuvre Tiger M2-30
fire Seydlitz Lion
roll 2
roll 3
roll 4
roll 1
roll 2
roll 5
roll 1
roll 6
roll 6
roll 4
roll 1
roll 5
roll 2
roll 1
roll 3
roll 4
roll 5
roll 6
roll 5
roll 4
roll 6
roll 1
roll 5
roll 4
roll 1
roll 3
roll 6
roll 4
roll 6
roll 3
roll 4
roll 6
roll 4
roll 4
roll 1
roll 2
roll 2
roll 5
roll 3
roll 6
roll 5
fire V29 Nomad
roll 1
roll 4
roll 2
roll 4
roll 2
roll 1
roll 3
roll 3
roll 5
roll 3
fire Lion V29
roll 1
roll 4
roll 6
roll 1
roll 6
roll 6
roll 5
roll 4
roll 6
roll 1
roll 6
roll 3
roll 5
roll 5
roll 1
roll 5
roll 6
roll 1
roll 4
roll 2
roll 2
roll 4
roll 1
roll 5
roll 1
roll 5
roll 1
roll 6
roll 4
roll 2
roll 1
roll 3
roll 1
roll 1
roll 1
roll 6 {V29: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark V29 sunk] [%arrow red 39.9,19.4>44.3,15.0]}
roll 4
roll 6
sail Seydlitz
roll 3
roll 5
roll 3
roll 1
roll 1
roll 5
roll 5
roll 5
roll 6
roll 2
roll 1
roll 5
roll 6
roll 1
sail Luetzow
roll 5
roll 1
roll 5
roll 3
roll 5
roll 2
roll 1
roll 2
roll 2
roll 6
roll 2
roll 4
roll 5
roll 6
sail Lion
roll 4
roll 3
roll 3
roll 5
roll 4
roll 3
manoeuvre Lion T+90
manoeuvre Lion M2+30
manoeuvre Lion W+90
manoeuvre Lion W+90
manoeuvre Lion M2
sail Nestor
roll 5
roll 4
roll 1
roll 4
roll 5
roll 2
manoeuvre Nestor M2-30
stop Nestor
sail Nomad
roll 4
roll 6
roll 2
roll 4
roll 6
roll 5
manoeuvre Nomad M2-30
manoeuvre Nomad M2-30
roll 5
roll 6
roll 5
roll 6
roll 4
sail Tiger
roll 2
roll 6
roll 4
roll 2
roll 2
roll 1
manoeuvre Tiger M2
manoeuvre Tiger M2
fire Seydlitz Lion
roll 4
roll 6
roll 4
roll 6
roll 5
roll 4
roll 5
roll 6
roll 2
roll 2
roll 3
roll 2
roll 2
roll 5
roll 5
roll 3
roll 2
roll 6
roll 5
roll 3
roll 6
roll 6
roll 4
roll 5
roll 5
roll 5
roll 3
roll 2
roll 3
roll 1
roll 3
roll 4
roll 4
roll 2
roll 2
roll 5
roll 3
roll 2
roll 3
roll 4
roll 2
roll 4
roll 6
roll 4
roll 6
roll 5
roll 2
roll 4
roll 5
roll 6
roll 5
roll 1
roll 4
roll 6
roll 1
roll 4
roll 6
roll 1
roll 4
roll 2
roll 2
roll 6
roll 6
roll 6
roll 1
roll 2
roll 3
roll 2
roll 2
roll 3
roll 2
roll 2
roll 5
roll 6
roll 6 {Lion now has 3 Damage tokens [5.6.1]. [%bookmark Lion damaged] [%arrow red 56.3,21.2>40.5,20.8]}
fire Lion Seydlitz
roll 1
roll 3
roll 2
roll 1
roll 3
roll 2
roll 4
roll 1
roll 6
roll 1
roll 1
roll 1
roll 3
roll 3
roll 1
roll 3
roll 4
roll 5
roll 6
roll 6
roll 3
roll 1
roll 1
roll 3
roll 3
roll 4
roll 4
roll 4
roll 1
roll 2
roll 6
roll 5
roll 6
sail Seydlitz
roll 4
roll 4
roll 2
roll 5
roll 3
roll 1 {Seydlitz now has 1 Damage token [5.6.1]. [%bookmark Seydlitz damaged, Game-Turn 7]}
roll 3
roll 1
roll 6
roll 4
roll 1
roll 4
roll 5
roll 3
sail Luetzow
roll 1
roll 5
roll 6
roll 3
roll 6
roll 3 {Luetzow now has 1 Damage token [5.6.1]. [%bookmark Luetzow damaged, Game-Turn 7]}
roll 4
roll 3
roll 6
roll 6
roll 6
roll 6
roll 3
roll 1
sail Lion
roll 3
roll 6
roll 5
roll 5
roll 5
roll 1
manoeuvre Lion M1
roll 6
roll 4
roll 5
roll 3
roll 1
roll 6
roll 3
roll 6
sail Nomad
roll 6
roll 5
roll 6
roll 2
roll 6
roll 6
manoeuvre Nomad T-90
manoeuvre Nomad M1
stop Nomad
sail Nestor
roll 6
roll 6
roll 2
roll 2
roll 3
roll 6
stop Nestor
roll 4
roll 1
roll 1
roll 5
roll 2
sail Tiger
roll 3
roll 6
roll 6
roll 6
roll 5
roll 4
manoeuvre Tiger M2-30
roll 5
roll 3
roll 6
roll 2
roll 4
roll 4
manoeuvre Tiger M2-30
manoeuvre Tiger M2-30
manoeuvre Tiger M2+30
manoeuvre Tiger M2+30
fire Seydlitz Lion
roll 3
roll 2
roll 6
roll 1
roll 1
roll 6
roll 2
roll 5
roll 5
roll 5
roll 6
roll 4
roll 3
roll 1
roll 3
roll 3
roll 4
roll 1
roll 2
roll 1
roll 4
roll 5
roll 3
roll 2
roll 6
roll 5
roll 3
roll 3
roll 4
roll 4
roll 5
roll 1
roll 3
roll 4
roll 1
roll 2
roll 3
roll 5
roll 1
roll 6
roll 1
roll 5
roll 6
roll 1
roll 2
roll 6
roll 2
roll 5
roll 4
roll 6
roll 6
roll 4
roll 6
roll 2
roll 5
roll 5
roll 2
roll 4
roll 2
roll 5
roll 5
roll 2
roll 5
roll 2
roll 2
roll 3
roll 3
roll 3
roll 1
roll 4
roll 4
roll 4
roll 3
roll 5
roll 5 {Lion: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Lion sunk] [%arrow red 56.3,21.2>41.5,20.8]}
fire Tiger Seydlitz
roll 3
roll 6
roll 4
roll 5
roll 6
roll 6
roll 3
roll 6
roll 4
roll 1
roll 5
roll 2
roll 6
roll 6
roll 1
roll 1
roll 6
roll 2
roll 4
roll 2
roll 5
roll 6
roll 4
roll 2
roll 2
roll 5
roll 2
roll 1
roll 5
roll 6
roll 4
roll 1
roll 5
roll 3
roll 6
roll 2
roll 2
roll 4
roll 1
roll 5
roll 1
roll 1
roll 3
roll 5
roll 2
roll 5
roll 1
roll 4
roll 5
roll 1
roll 3
roll 3
roll 3
roll 3
roll 6
roll 6
roll 2
roll 1
roll 5
roll 1
roll 6
roll 1 {Seydlitz now has 5 Damage tokens [5.6.1]. [%bookmark Seydlitz damaged, Game-Turn 8] [%arrow red 39.0,23.8>56.3,21.2]}
roll 6
roll 3
sail Tiger
roll 2
roll 1
roll 2
roll 4
roll 6
roll 2
manoeuvre Tiger M1
stop Tiger
roll 4
roll 3
roll 1
roll 1
roll 4
roll 1
roll 2
roll 6
sail Nestor
roll 2
roll 4
roll 4
roll 4
roll 6
roll 1
stop Nestor
roll 5
roll 4
roll 2
roll 6
roll 4
sail Nomad
roll 3
roll 1
roll 4
roll 4
roll 6
roll 4 {Nomad now has 1 Damage token [5.6.1]. [%bookmark Nomad damaged]}
manoeuvre Nomad W+90
roll 4
roll 2
roll 4
roll 1
roll 6
sail Seydlitz
roll 3
roll 3
roll 3
roll 4
roll 5
roll 3
roll 5
roll 4
roll 2
roll 1
roll 2
roll 3
roll 3
roll 2 {Seydlitz: struck [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Seydlitz struck]}
sail Luetzow
roll 4
roll 5
roll 2
roll 2
roll 2
roll 1 {Luetzow now has 1 Damage token [5.6.1]. [%bookmark Luetzow damaged, Game-Turn 8]}
roll 2
roll 5
roll 4
roll 5
roll 2
roll 6
roll 1
roll 2
roll 1
roll 5
sail Luetzow
roll 2
roll 4
roll 4
roll 2
roll 1
roll 1 {Luetzow now has 1 Damage token [5.6.1]. [%bookmark Luetzow damaged, Game-Turn 9]}
roll 4
roll 4
roll 3
roll 4
roll 1
roll 6
roll 6
roll 1
sail Tiger
roll 2
roll 4
roll 1
roll 4
roll 4
roll 1
manoeuvre Tiger M2
manoeuvre Tiger M2
manoeuvre Tiger M2
sail Nestor
roll 2
roll 2
roll 1
roll 4
roll 4
roll 2
stop Nestor
roll 2
roll 3
roll 5
roll 1
roll 3
sail Nomad
roll 1
roll 5
roll 1
roll 6
roll 3
roll 3
manoeuvre Nomad M2+30
manoeuvre Nomad M2
manoeuvre Nomad T-90
fire Luetzow Tiger
roll 4
roll 3
roll 4
roll 2
roll 5
roll 3
roll 1
roll 3
roll 6
roll 3
roll 3
roll 1
roll 1
roll 6
roll 4
roll 1
roll 5
roll 5
roll 1
roll 1
roll 1
roll 6
roll 1
roll 1
roll 2
roll 5
roll 1
roll 4
roll 1
roll 2
roll 6
roll 5
roll 3
roll 2
roll 4
roll 3
roll 4
roll 3
roll 6
roll 1
roll 4
roll 3
roll 5
roll 6
roll 4
roll 1
roll 3
roll 2
roll 4
roll 1
roll 5
roll 4
roll 5
roll 3
roll 5
roll 6
roll 4
roll 2
roll 6
roll 6
roll 4
roll 5
roll 3
roll 2
roll 3
fire Tiger Luetzow
roll 4
roll 4
roll 2
roll 4
roll 6
roll 4
roll 3
roll 3
roll 2
roll 5
roll 6
roll 5
roll 6
roll 6
roll 4
roll 4
roll 1
roll 2
roll 2
roll 6
roll 1
roll 4
roll 1
roll 6
roll 6
roll 6
roll 1
roll 3
roll 2
roll 5
roll 6
roll 1
roll 5
roll 1
roll 4
roll 4
roll 6
roll 6
roll 3
roll 3
roll 1
roll 1
roll 2
roll 4
roll 1
roll 3
roll 5
roll 3
roll 1 {Luetzow now has 4 Damage tokens [5.6.1]. [%bookmark Luetzow damaged, Game-Turn 10] [%arrow red 45.9,24.7>58.0,28.0]}
roll 4
roll 1
sail Tiger
roll 6
roll 2
roll 2
roll 6
roll 1
roll 2
manoeuvre Tiger M2
manoeuvre Tiger M2
roll 6
roll 2
roll 5
roll 1
roll 1
roll 2
roll 3
roll 2
sail Nomad
roll 2
roll 5
roll 5
roll 4
roll 5
roll 5
roll 3
roll 5
roll 2
roll 4
roll 2
sail Nestor
roll 5
roll 1
roll 1
roll 1
roll 5
roll 1
roll 1
roll 2
roll 3
roll 1
roll 1
sail Luetzow
roll 4
roll 4
roll 2
roll 6
roll 5
roll 1
roll 6
roll 4
roll 6
roll 6
roll 3
roll 4
roll 5
roll 6
fire Tiger Luetzow
roll 4
roll 1
roll 3
roll 5
roll 4
roll 4
roll 2
roll 1
roll 5
roll 1
roll 4
roll 3
roll 6
roll 6
roll 1
roll 3
roll 3
roll 2
roll 4
roll 1
roll 5
roll 6
roll 6
roll 3
roll 4
roll 6
roll 1
roll 5
roll 5
roll 2
roll 2
roll 3
roll 1
roll 3
roll 2
roll 4
roll 4
roll 1
roll 3
roll 2
roll 3
roll 2
roll 6
roll 2
roll 6
roll 2
roll 6
roll 5 {Luetzow: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: GB wins [APP.2.2.1]. [%bookmark Luetzow sunk] [%bookmark the end] [%arrow red 49.9,25.2>58.0,28.0]}
