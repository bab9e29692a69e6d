[Game "Fighting Ships"]
[Scenario "A Jutland-style action"]
[Sides "GB DE"]
[Turns "12"]
[Position "FSH turn 1 initiative wind W blowing table 72x48 morale 100,100 first - | Lion=1 battlecruiser 8,28@90 D0 A0 | Tiger=1 battlecruiser 8,20@90 D0 A0 | Nestor=1 destroyer 14,34@90 D0 A0 | Nomad=1 destroyer 14,14@90 D0 A0 | Luetzow=2 battlecruiser 64,28@270 D0 A0 | Seydlitz=2 battlecruiser 64,20@270 D0 A0 | V27=2 destroyer 58,34@270 D0 A0 | V29=2 destroyer 58,14@270 D0 A0"]
[Seed "3"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 3"]
[Result "GB wins"]
[Final "FSH turn 4 boarding wind W blowing table 72x48 morale 69,0 first 1 | Lion=1 battlecruiser 39.124355652982146,40.196152422706625@90 D0 A1 speed:2 | Tiger=1 battlecruiser 31.253520777580995,29.214101615137757@120 D0 A0 speed:10 | Nestor=1 destroyer 36.12916512459885,30.75@120 D2 A1 sunk speed:0 | Nomad=1 destroyer 37.46410161513776,12@90 D0 A0 sunk speed:12 | Luetzow=2 battlecruiser 40.154636810050775,29.560509300164114@259.875 D2 A1 sunk speed:0.420195155 | Seydlitz=2 battlecruiser 28.589745962155618,21.165063509461095@330 D0 A1 sunk speed:8 | V27=2 destroyer 31.200961894323342,33.25@240 D0 A0 sunk speed:7 | V29=2 destroyer 28.955771365940056,22.531088913245533@330 D4 A1 crit:armament,catastrophic,steering circling:starboard sunk speed:3.696152423"]

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
manoeuvre V27 M2
manoeuvre V27 M2
manoeuvre V27 M2
manoeuvre V27 M2
manoeuvre V27 M2
sail V29
roll 5
roll 1
roll 5
roll 1
roll 4
roll 3
manoeuvre V29 M2
manoeuvre V29 M2
manoeuvre V29 M2
manoeuvre V29 M2
sail Luetzow
roll 5
roll 2
roll 2
roll 6
roll 4
roll 5
manoeuvre Luetzow M2
manoeuvre Luetzow M2
manoeuvre Luetzow M2
manoeuvre Luetzow M2
manoeuvre Luetzow M2
manoeuvre Luetzow M2
sail Seydlitz
roll 5
roll 4
roll 4
roll 6
roll 2
roll 2
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2
sail Nestor
roll 6
roll 2
roll 5
roll 4
roll 6
roll 1
manoeuvre Nestor M2
manoeuvre Nestor M2
manoeuvre Nestor M2
manoeuvre Nestor M2
manoeuvre Nestor M2
manoeuvre Nestor M2
sail Nomad
roll 6
roll 1
roll 2
roll 5
roll 1
roll 3
manoeuvre Nomad M2
manoeuvre Nomad M2
manoeuvre Nomad M2
manoeuvre Nomad M2
manoeuvre Nomad M2
manoeuvre Nomad M2
sail Lion
roll 1
roll 3
roll 4
roll 5
roll 6
roll 4
manoeuvre Lion M2
manoeuvre Lion M2
manoeuvre Lion M2
manoeuvre Lion M2
manoeuvre Lion M2
manoeuvre Lion M2
sail Tiger
roll 6
roll 4
roll 4
roll 6
roll 5
roll 4
manoeuvre Tiger M2-30
manoeuvre Tiger M2
done DE
done GB
roll 2
roll 3
sail V27
roll 1
roll 1
roll 2
roll 4
roll 2
roll 3
manoeuvre V27 M2
manoeuvre V27 M2
manoeuvre V27 M2
manoeuvre V27 M2
sail V29
roll 6
roll 4
roll 6
roll 3
roll 4
roll 5
manoeuvre V29 M2
manoeuvre V29 M2
manoeuvre V29 M2
manoeuvre V29 M2
manoeuvre V29 M2
sail Luetzow
roll 4
roll 5
roll 3
roll 5
roll 5
roll 4
manoeuvre Luetzow M2
manoeuvre Luetzow M2
manoeuvre Luetzow M2
manoeuvre Luetzow M2+30
manoeuvre Luetzow M2
manoeuvre Luetzow M2-30
sail Seydlitz
roll 5
roll 2
roll 3
roll 6
roll 1
roll 3
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2-30
manoeuvre Seydlitz M2
sail Nestor
roll 5
roll 6
roll 6
roll 2
roll 6
roll 3
manoeuvre Nestor M2
manoeuvre Nestor M2
manoeuvre Nestor M2+30
manoeuvre Nestor M2
manoeuvre Nestor M1
manoeuvre Nestor M2
stop Nestor
sail Nomad
roll 5
roll 5
roll 5
roll 1
roll 6
roll 6
manoeuvre Nomad M2+30
manoeuvre Nomad M2-30
manoeuvre Nomad M2+30
manoeuvre Nomad M2-30
manoeuvre Nomad M2
manoeuvre Nomad M2
sail Lion
roll 2
roll 6
roll 5
roll 3
roll 3
roll 1
manoeuvre Lion M2
manoeuvre Lion M2-30
manoeuvre Lion M2
manoeuvre Lion M2
manoeuvre Lion M2-30
manoeuvre Lion M2
sail Tiger
roll 1
roll 4
roll 6
roll 4
roll 1
roll 3
manoeuvre Tiger M2
manoeuvre Tiger M2
manoeuvre Tiger M2
fire Luetzow Lion
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
roll 3
roll 5
roll 3
roll 5
roll 2
roll 1
roll 3
roll 1
roll 1
roll 1
roll 5
roll 5
roll 1
roll 2
roll 4
roll 3
roll 5
roll 3
roll 2
roll 6
roll 1
roll 3
roll 3
roll 3
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
roll 5
roll 5
roll 3
roll 4
roll 6
roll 6
roll 6
roll 2
fire Seydlitz Nomad
roll 3
roll 4
roll 3
roll 5
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
roll 6
roll 3
roll 4
roll 3
roll 6
roll 3
roll 5
roll 6
roll 3
roll 6
roll 4
roll 1
roll 5
roll 1
roll 6
roll 1
roll 3
roll 3
roll 6
roll 4
roll 3
roll 5
roll 5
roll 3
roll 2
roll 3 {Nomad: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Nomad sunk] [%arrow red 42.6,17.8>37.5,12.0]}
fire V27 Nestor
roll 2
roll 3
roll 3
roll 5
roll 3
roll 3
roll 4
roll 1
roll 1
roll 5
roll 6
roll 6
roll 2
roll 3
roll 5 {Nestor now has 2 Damage tokens [5.6.1]. [%bookmark Nestor damaged] [%arrow red 38.0,34.0>36.1,30.8]}
fire V29 Nestor
roll 2
roll 6
roll 3
roll 2
roll 3
roll 2
roll 6
roll 4
roll 6
roll 6
roll 1
roll 1
roll 5
done DE
fire Lion Luetzow
roll 3
roll 3
roll 6
roll 2
roll 4
roll 2
roll 1
roll 3
roll 6
roll 6
roll 2
roll 5
roll 4
roll 3
roll 2
roll 1
roll 1
roll 5
roll 2
roll 3
roll 5
roll 2
roll 3
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
roll 4
roll 3
roll 4
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
roll 5 {Luetzow now has 2 Damage tokens [5.6.1]. [%bookmark Luetzow damaged] [%arrow red 28.9,34.9>40.5,30.0]}
fire Nestor V27
roll 3
roll 2
roll 1
roll 5
roll 3
roll 1
roll 2
roll 1
done GB
roll 1
roll 6
sail V27
roll 5
roll 2
roll 4
roll 5
roll 1
roll 1
manoeuvre V27 M2
manoeuvre V27 M1
manoeuvre V27 M2
manoeuvre V27 M2-30
stop V27
sail Luetzow
roll 4
roll 6
roll 1
roll 2
roll 5
roll 3
manoeuvre Luetzow M2
roll 2
roll 6
roll 1
roll 5
roll 5
roll 4
roll 1
roll 5
roll 1
roll 3
roll 2
roll 3
roll 5
roll 4
sail Seydlitz
roll 1
roll 3
roll 2
roll 2
roll 1
roll 5
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2+30
manoeuvre Seydlitz M2
manoeuvre Seydlitz M1
manoeuvre Seydlitz M1
sail V29
roll 1
roll 2
roll 2
roll 3
roll 2
roll 1
manoeuvre V29 M2-30
manoeuvre V29 M2+30
manoeuvre V29 M2+30
manoeuvre V29 M2
sail Lion
roll 4
roll 6
roll 5
roll 4
roll 1
roll 3
manoeuvre Lion M2
manoeuvre Lion M2+30
manoeuvre Lion M1
manoeuvre Lion M2
manoeuvre Lion M1
manoeuvre Lion M1
manoeuvre Lion M1
stop Lion
sail Nestor
roll 2
roll 3
roll 5
roll 5
roll 5
roll 4
roll 1
roll 4
roll 3
roll 1
roll 1
sail Tiger
roll 2
roll 1
roll 1
roll 1
roll 1
roll 4
manoeuvre Tiger M2
manoeuvre Tiger M2-30
manoeuvre Tiger M2
manoeuvre Tiger M2+30
fire Luetzow Lion
roll 1
roll 6
roll 1
roll 5
roll 5
roll 4
roll 3
roll 2
roll 3
roll 1
roll 3
roll 4
roll 6
roll 4
roll 5
roll 3
roll 3
roll 3
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
roll 6 {Lion now has 1 Damage token [5.6.1]. [%bookmark Lion damaged] [%arrow red 40.2,29.6>37.1,40.4]}
fire Seydlitz Nestor
roll 4
roll 4
roll 1
roll 2
roll 2
roll 5
roll 3
roll 6
roll 5
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
roll 1 {Nestor: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Nestor sunk] [%arrow red 34.8,17.0>36.1,30.8]}
fire V27 Lion
roll 1
roll 6
roll 4
roll 6
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
done DE
fire Lion Luetzow
roll 4
roll 5
roll 6
roll 4
roll 3
roll 3
roll 5
roll 4
roll 3
roll 5
roll 4
roll 1
roll 4
roll 5
roll 2
roll 4
roll 6
roll 2
roll 4
roll 6
roll 5
roll 5
roll 6
roll 5
roll 6
roll 4
roll 2
roll 6
roll 4
roll 2
roll 2
roll 1
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
roll 5 {Luetzow: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Luetzow sunk] [%arrow red 37.1,40.4>40.2,29.6]}
fire Tiger V27
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
roll 6 {V27: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark V27 sunk] [%arrow red 22.1,30.7>31.2,33.2]}
roll 6
roll 1
sail Tiger
roll 3
roll 2
roll 1
roll 3
roll 2
roll 4
manoeuvre Tiger M2
manoeuvre Tiger M2+30
manoeuvre Tiger M2
manoeuvre Tiger M2+30
manoeuvre Tiger M2
sail Lion
roll 1
roll 6
roll 1
roll 1
roll 1
roll 3
manoeuvre Lion M2+30
roll 3
roll 1
roll 3
roll 4
roll 5
roll 6
roll 6
roll 3
sail Seydlitz
roll 1
roll 1
roll 3
roll 3
roll 4
roll 4
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2+30
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2+30
sail V29
roll 4
roll 1
roll 2
roll 6
roll 5
roll 6
manoeuvre V29 M2+30
manoeuvre V29 M1
manoeuvre V29 M2+30
roll 4
roll 4
roll 2
roll 5
roll 3
roll 1
roll 3
roll 1
roll 6
roll 4
roll 1
roll 4
roll 5
roll 3
roll 1
roll 5
roll 6
roll 3
roll 6
roll 3
roll 4
roll 3
roll 6
roll 6
roll 6
roll 6
roll 3
roll 1
roll 3
roll 6
roll 5
roll 5 {Seydlitz and V29 collide and entangle [4.3.1, 4.3.3]. [%bookmark Seydlitz entangled]}
fire Tiger Seydlitz
roll 5
roll 1
roll 6
roll 4
roll 5
roll 3
roll 1
roll 6
roll 3
roll 6
roll 6
roll 5
roll 6
roll 2
roll 6
roll 6
roll 6
roll 6
roll 2
roll 2
roll 3
roll 6
roll 4
roll 1
roll 1
roll 5
roll 2
roll 3
roll 6
roll 6
roll 6
roll 5
roll 4
roll 5
roll 3
roll 6
roll 2
roll 4
roll 4
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
roll 3 {Seydlitz: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Seydlitz sunk] [%arrow red 31.3,29.2>28.6,21.2]}
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
roll 4 {V29: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: GB wins [APP.2.2.1]. [%bookmark V29 sunk] [%bookmark the end]}
