[Game "Fighting Ships"]
[Scenario "The Duel"]
[Sides "GB FR"]
[Turns "12"]
[Sequence "duel"]
[Position "FSH turn 1 initiative wind E blowing table 48x48 morale 3,3 first - | Syrene=1 5th-rate 30,18@0 D0 A0 | Naiad=2 5th-rate 18,30@180 D0 A0"]
[Seed "30"]
[Annotator "sailkit: random players for both sides (sailkit.players), choices and dice seeded 30"]
[Result "a draw: neither ship taken, sunk nor struck"]
[Final "FSH turn 12 boarding wind E blowing table 48x48 morale 3,-1 first 2 | Syrene=1 5th-rate 24.29903810567666,18.01794919243112@120 D0 A0 | Naiad=2 5th-rate 7.321796769724487,28.06698729810778@330 D1 A1 crit:armament"]

{The Duel [APP.2.3.2a] as sailkit sets it up: the frigates Syrene (GB) and Naiad (FR), the wind from the east. Each Game-Turn both roll their sailing points, then they manoeuvre in turn, Naiad first while she lies further downwind, and after each manoeuvre a ship may fire a gun arc she has not fired that Game-Turn. Both are sailed at random, so read it for the sequence, not for seamanship.}
sail Naiad
roll 5
roll 3
roll 5
roll 1
roll 5
roll 6
sail Syrene
roll 2
roll 3
roll 1
roll 4
roll 4
roll 6
manoeuvre Naiad M2
manoeuvre Syrene M2
manoeuvre Naiad W+90
manoeuvre Syrene M2
manoeuvre Naiad T-90
manoeuvre Syrene W-90
sail Naiad
roll 2
roll 1
roll 4
roll 1
roll 5
roll 2
sail Syrene
roll 1
roll 1
roll 2
roll 5
roll 5
roll 4
stop Naiad
roll 6
roll 3
roll 5
roll 1
roll 4
manoeuvre Syrene M2
manoeuvre Syrene M2
manoeuvre Syrene M2-30
sail Naiad
roll 1
roll 2
roll 5
roll 6
roll 3
roll 4
sail Syrene
roll 5
roll 1
roll 6
roll 3
roll 6
roll 5
manoeuvre Naiad M1
stop Syrene
roll 1
roll 5
roll 4
roll 3
roll 2
manoeuvre Naiad M2+30
manoeuvre Naiad W+90
sail Naiad
roll 3
roll 3
roll 3
roll 5
roll 1
roll 2
sail Syrene
roll 2
roll 6
roll 3
roll 1
roll 1
roll 4
manoeuvre Naiad M1
roll 6
roll 5
roll 3
roll 2
roll 5
manoeuvre Syrene M2-30
roll 6
roll 2
roll 4
roll 6
roll 3
fire Syrene Naiad
roll 5
roll 4
roll 6
roll 3
roll 5
roll 3
roll 1
roll 1
roll 6
roll 1
roll 4
roll 4
roll 3 {Naiad now has 3 Damage tokens [5.6.1]. [%bookmark Naiad damaged] [%arrow red 21.5,20.2>12.8,24.0]}
sail Naiad
roll 4
roll 3
roll 5
roll 3
roll 6
roll 6
sail Syrene
roll 2
roll 6
roll 2
roll 2
roll 5
roll 3
manoeuvre Naiad M1
manoeuvre Syrene T-90
fire Syrene Naiad
roll 4
roll 6
roll 2
roll 2
roll 4
roll 3
roll 4
roll 6
manoeuvre Naiad M1
roll 5
roll 3
roll 5
roll 4
roll 6
fire Naiad Syrene
roll 6
roll 4
roll 3
roll 6
roll 6
sail Naiad
roll 4
roll 3
roll 3
roll 5
roll 2
roll 6
sail Syrene
roll 2
roll 3
roll 5
roll 3
roll 1
roll 6
manoeuvre Naiad M1
roll 2
roll 1
roll 3
roll 5
roll 1
done FR
stop Syrene
roll 5
roll 5
roll 3
roll 4
roll 6
sail Naiad
roll 6
roll 5
roll 1
roll 6
roll 4
roll 6
sail Syrene
roll 1
roll 2
roll 5
roll 4
roll 5
roll 3
roll 3
roll 4
roll 5
roll 2
roll 2
manoeuvre Naiad M1
done FR
stop Naiad
roll 4
roll 5
roll 1
roll 6
roll 3
sail Naiad
roll 1
roll 2
roll 4
roll 5
roll 4
roll 1
roll 2
roll 4
roll 1
roll 4
roll 2
sail Syrene
roll 3
roll 3
roll 5
roll 1
roll 3
roll 3
roll 1
roll 4
roll 4
roll 6
roll 1
sail Naiad
roll 3
roll 4
roll 4
roll 5
roll 6
roll 2
sail Syrene
roll 1
roll 2
roll 3
roll 4
roll 4
roll 1
roll 2
roll 2
roll 4
roll 6
roll 1
stop Naiad
roll 1
roll 4
roll 1
roll 2
roll 2
sail Naiad
roll 6
roll 5
roll 3
roll 1
roll 6
roll 6
sail Syrene
roll 5
roll 2
roll 6
roll 3
roll 5
roll 5
stop Naiad
roll 3
roll 2
roll 5
roll 3
roll 2
manoeuvre Syrene M2
done GB
sail Naiad
roll 5
roll 2
roll 2
roll 6
roll 5
roll 5
sail Syrene
roll 2
roll 2
roll 4
roll 1
roll 5
roll 2
roll 3
roll 6
roll 5
roll 2
roll 2
manoeuvre Naiad M1
roll 2
roll 3
roll 4
roll 2
roll 3
fire Naiad Syrene
roll 1
roll 6
roll 4
roll 6
roll 3
sail Naiad
roll 1
roll 4
roll 3
roll 6
roll 1
roll 4
sail Syrene
roll 3
roll 1
roll 4
roll 6
roll 4
roll 5
manoeuvre Naiad M2+30
roll 1
roll 4
roll 1
roll 2
roll 1
stop Syrene
roll 5
roll 6
roll 4
roll 5
roll 2 {The end: a draw: neither ship taken, sunk nor struck [APP.2.2.1]. [%bookmark the end]}
