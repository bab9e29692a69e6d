[Game "Fighting Ships"]
[Scenario "A Jutland-style action"]
[Sides "GB DE"]
[Turns "12"]
[Position "FSH turn 1 initiative wind W blowing table 72x48 morale 100,100 first - | Lion=1 battlecruiser 8,28@90 D0 A0 | Tiger=1 battlecruiser 8,20@90 D0 A0 | Nestor=1 destroyer 14,34@90 D0 A0 | Nomad=1 destroyer 14,14@90 D0 A0 | Luetzow=2 battlecruiser 64,28@270 D0 A0 | Seydlitz=2 battlecruiser 64,20@270 D0 A0 | V27=2 destroyer 58,34@270 D0 A0 | V29=2 destroyer 58,14@270 D0 A0"]
[Seed "3"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 3"]
[Result "DE wins"]
[Final "FSH turn 2 boarding wind W blowing table 72x48 morale -11,76 first 2 | Lion=1 battlecruiser 20,28@90 D0 A0 sunk speed:12 | Tiger=1 battlecruiser 16.593266739736602,25.25@60 D4 A1 crit:armament,armament sunk speed:6 | Nestor=1 destroyer 26,34@90 D7 A1 crit:catastrophic sunk speed:0 launched:port-or-starboard@1 salvos:1,0 | Nomad=1 destroyer 26,14@90 D0 A0 sunk speed:12 | Luetzow=2 battlecruiser 42,28@270 D0 A0 speed:10 | Seydlitz=2 battlecruiser 44,20@270 D0 A0 speed:8 | V27=2 destroyer 46,34@270 D5 A1 crit:catastrophic sunk speed:12 launched:port-or-starboard@1 salvos:1,0 | V29=2 destroyer 50,14@270 D0 A0 sunk speed:8 | T1-1=2 torpedo 34.253271880975106,30.97572662122714@258.207461051 run:12 left:3 from:V27 | T1-2=1 torpedo 37.746728119024894,30.97572662122714@101.792538949 run:12 left:3 from:Nestor"]

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
launch V27 Lion {[%arrow red 46.0,34.0>20.0,28.0]}
fire Luetzow Lion
roll 2
roll 3
roll 1
roll 1
roll 2
roll 4
roll 2
roll 3
roll 6
roll 4
roll 6
roll 3
roll 4
roll 5
roll 4
roll 5
roll 3
roll 5
roll 5
roll 4
roll 5
roll 2
roll 3
roll 6
roll 1
roll 3
roll 5
roll 6
roll 6
roll 2
roll 6
roll 3
roll 5
roll 5
roll 5
roll 1
roll 6
roll 6
roll 2
roll 6
roll 5
roll 3
roll 3
roll 1
roll 1
roll 4
roll 6
roll 4
roll 1
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
roll 5 {Lion: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Lion sunk] [%arrow red 52.0,28.0>20.0,28.0]}
fire Seydlitz Nomad
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
roll 3
roll 4 {Nomad: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Nomad sunk] [%arrow red 52.0,20.0>26.0,14.0]}
fire V27 Nestor
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
fire V29 Nestor
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
secondary Luetzow Nestor
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
roll 3
roll 2
roll 3
roll 3 {Nestor now has 2 Damage tokens [5.6.1]. [%bookmark Nestor damaged]}
secondary Seydlitz Nestor
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
roll 5
roll 2
roll 6
roll 3
roll 2
roll 3
roll 2
roll 6
roll 4
roll 6
done DE
launch Nestor Luetzow {[%arrow red 26.0,34.0>52.0,28.0]}
fire Tiger V29
roll 6
roll 1
roll 1
roll 5
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
roll 1 {V29: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark V29 sunk] [%arrow red 11.4,22.2>50.0,14.0]}
fire Nestor V27
roll 4
roll 2
roll 2
roll 1
roll 4
roll 5
roll 5
roll 4
secondary Tiger V27
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
roll 1
roll 1
roll 6
roll 5
roll 2
roll 4
roll 5
roll 1 {V27: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark V27 sunk]}
roll 1
roll 4
sail Luetzow
roll 6
roll 1
roll 2
roll 5
roll 3
roll 2
manoeuvre Luetzow M2
manoeuvre Luetzow M2
manoeuvre Luetzow M2
manoeuvre Luetzow M2
manoeuvre Luetzow M2
sail Seydlitz
roll 6
roll 1
roll 5
roll 5
roll 4
roll 1
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2
manoeuvre Seydlitz M2
sail Nestor
roll 5
roll 1
roll 3
roll 2
roll 3
roll 5
roll 4
roll 1
roll 3
roll 2
roll 2
sail Tiger
roll 1
roll 5
roll 1
roll 2
roll 2
roll 3
manoeuvre Tiger M2
manoeuvre Tiger M2
manoeuvre Tiger M2
fire Seydlitz Tiger
roll 2
roll 1
roll 4
roll 6
roll 5
roll 4
roll 1
roll 3
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
roll 2
roll 1
roll 1
roll 1
roll 1
roll 4
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
roll 3 {Tiger now has 4 Damage tokens [5.6.1]. [%bookmark Tiger damaged] [%arrow red 44.0,20.0>16.6,25.2]}
fire Luetzow Tiger
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
roll 1
roll 1
roll 6
roll 4
roll 6
roll 3
roll 5
roll 3
roll 1
roll 1
roll 5 {Tiger: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Tiger sunk] [%arrow red 42.0,28.0>16.6,25.2]}
secondary Luetzow Nestor
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
roll 4
roll 5
roll 6
roll 4
roll 3
roll 3
roll 5 {Nestor: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: DE wins [APP.2.2.1]. [%bookmark Nestor sunk] [%bookmark the end]}
