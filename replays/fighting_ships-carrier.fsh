[Game "Fighting Ships"]
[Scenario "A carrier strike"]
[Sides "US JP"]
[Turns "8"]
[Position "FSH turn 1 initiative wind E blowing table 72x48 morale 80,80 first - | Hornet=1 carrier 6,24@90 D0 A0 | Portland=1 heavy-cruiser 12,32@90 D0 A0 | Hammann=1 destroyer 12,16@90 D0 A0 | Kaga=2 carrier 62,24@90 D0 A0 | Tone=2 heavy-cruiser 56,32@90 D0 A0 | Arashi=2 destroyer 56,16@90 D0 A0 | Dauntless-1=1 air dive-bomber 6,24@90 load:2-bomb on:Hornet | Dauntless-2=1 air dive-bomber 6,24@90 load:2-bomb on:Hornet | Devastator-1=1 air torpedo-bomber 6,24@90 load:torpedo on:Hornet | Wildcat-1=1 air fighter-2 6,24@90 load:cap on:Hornet | Wildcat-2=1 air fighter-2 6,24@90 load:cap on:Hornet | Val-1=2 air dive-bomber 62,24@90 load:2-bomb on:Kaga | Val-2=2 air dive-bomber 62,24@90 load:2-bomb on:Kaga | Kate-1=2 air torpedo-bomber 62,24@90 load:torpedo on:Kaga | Zero-1=2 air fighter-3 62,24@90 load:cap on:Kaga | Zero-2=2 air fighter-3 62,24@90 load:cap on:Kaga"]
[Seed "7"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 7"]
[Result "JP wins"]
[Final "FSH turn 7 boarding wind NE blowing table 72x48 morale -2,42 first 2 | Hornet=1 carrier 51.79422863405995,28.5@90 D1 A1 sunk speed:4 | Portland=1 heavy-cruiser 51.196152422706625,29@120 D0 A0 sunk speed:10 | Hammann=1 destroyer 26.727241335952172,20.75@60 D1 A1 sunk speed:0 | Kaga=2 carrier 62.98205080756887,30.897114317029974@330 D6 A1 crit:catastrophic sunk speed:2 | Tone=2 heavy-cruiser 67.73205080756888,31@120 D0 A0 speed:2 | Arashi=2 destroyer 56,16@90 D5 A1 crit:catastrophic sunk speed:0 | Dauntless-1=1 air dive-bomber 72,38.8@67.1 back:10 | Devastator-1=1 air torpedo-bomber 72,38.8@67.1 back:10 | Wildcat-1=1 air fighter-2 29.464101615137757,26@90 load:cap on:Hornet | Wildcat-2=1 air fighter-2 29.464101615137757,26@90 load:cap on:Hornet | Kate-1=2 air torpedo-bomber 17.5,10.9@60.1 load:torpedo | Zero-1=2 air fighter-3 62,24@90 load:cap on:Kaga | Zero-2=2 air fighter-3 62,24@90 load:cap on:Kaga"]

{A carrier strike of 1942 (carrier_strike.py): Hornet, Portland and Hammann (US) against Kaga, Tone and Arashi (JP) at either end of a 6-by-4-foot table, the wind from the east and both carriers heading into it. Each carrier's two dive bombers, torpedo bomber and two fighters take off [8.2], fly half a move in their first Game-Turn and up to 36 inches after [8.3]; the torpedo bombers launch through 5.7's verb [8.5]; fighters fly combat air patrols over their carrier and catch what comes within 10 inches, fought before any fire [8.4, 8.8]; a bomb within 4 inches hits on 3 or more against these big ships and strikes as a torpedo [8.5]; every ship's AA fires at counters within 8 inches [8.6]. Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships it lets leave make for their edge, and their enemies go for them.}
roll 3
roll 2
takeoff Dauntless-1
takeoff Dauntless-2
takeoff Devastator-1
fly Dauntless-1 23.7,21.9
fly Dauntless-2 23.7,21.9
fly Devastator-1 23.7,21.9
sail Hammann
roll 4
roll 6
roll 1
roll 1
roll 5
roll 1
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
sail Portland
roll 3
roll 5
roll 1
roll 5
roll 2
roll 1
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
sail Hornet
roll 1
roll 4
roll 4
roll 1
roll 2
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
takeoff Val-1
takeoff Val-2
takeoff Kate-1
fly Val-1 68,35.9
fly Val-2 68,35.9
fly Kate-1 68,35.9
sail Tone
roll 1
roll 5
roll 4
roll 1
roll 5
roll 1
stop Tone
sail Arashi
roll 2
roll 6
roll 6
roll 5
roll 1
roll 5
stop Arashi
sail Kaga
roll 5
roll 4
roll 1
roll 2
roll 1
manoeuvre Kaga M2-30
stop Kaga
fire Portland Arashi
roll 5
roll 2
roll 3
roll 4
roll 2
roll 5
roll 1
roll 5
roll 3
roll 5
roll 6
roll 2
roll 1
roll 5
roll 5
roll 6
roll 2
roll 3
roll 1
roll 5
roll 6
roll 1
roll 5
roll 1
roll 5
roll 2
roll 4
roll 6
roll 5
roll 4
roll 3
roll 4
roll 5
roll 4
roll 3
roll 3
roll 2
roll 2
roll 6 {Arashi: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Arashi sunk] [%arrow red 20.0,32.0>56.0,16.0]}
done US
fire Tone Portland
roll 2
roll 1
roll 5
roll 3
roll 5
roll 4
roll 3
roll 6
roll 4
roll 3
roll 5
roll 1
roll 1
roll 5
roll 4
roll 2
roll 3
roll 2
roll 4
roll 4
roll 1
roll 6
roll 1
roll 5
roll 5
roll 3
roll 3
roll 6
roll 3
roll 5
roll 4
roll 5
roll 4
roll 1
roll 1
roll 3
roll 4
roll 6
roll 6 {The weather: gale, wind from E [1.5.1]. [%bookmark weather gale, wind from E]}
roll 1
roll 1 {The gale will blow 2 Game-Turns [1.5.2c]. [%bookmark a gale of 2]}
fly Val-1 38.1,41.9
fly Val-2 38.1,41.9
fly Kate-1 38.1,41.9
sail Tone
roll 6
roll 6
roll 3
roll 6
roll 5
roll 6
stop Tone
sail Kaga
roll 4
roll 3
roll 6
roll 4
roll 6
manoeuvre Kaga M2-30
manoeuvre Kaga M2-30
takeoff Wildcat-1
takeoff Wildcat-2
fly Dauntless-1 56,32
fly Dauntless-2 56,32
fly Devastator-1 56,32
patrol Wildcat-1 Hornet
join Wildcat-2 Hornet
sail Portland
roll 3
roll 1
roll 4
roll 3
roll 2
roll 5
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
sail Hammann
roll 1
roll 4
roll 1
roll 2
roll 3
roll 2
manoeuvre Hammann M2-30
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
sail Hornet
roll 6
roll 2
roll 4
roll 4
roll 4
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
aa Tone Dauntless-1
roll 1
roll 2
roll 4
roll 4
fire Tone Hammann
roll 5
roll 3
roll 2
roll 4
roll 5
roll 3
roll 6
roll 4
roll 3
roll 6
roll 4
roll 2
roll 2
roll 1
roll 2
roll 2
roll 2
roll 6
roll 2
roll 1 {Hammann now has 2 Damage tokens [5.6.1]. [%bookmark Hammann damaged] [%arrow red 56.0,32.0>25.0,19.8]}
bomb Dauntless-1 Tone
roll 4
roll 5
roll 2
roll 3
roll 3
roll 1
roll 2
roll 4
roll 5
roll 3
roll 5
bomb Dauntless-1 Tone
roll 5
roll 3
roll 2
roll 6
roll 5
roll 5
roll 6
roll 6
roll 6
roll 1
roll 4
bomb Dauntless-2 Tone
roll 6
roll 5
roll 4
roll 4
roll 4
roll 4
roll 1
roll 4
roll 6
roll 4
roll 1
bomb Dauntless-2 Tone
roll 2
launch Devastator-1 Kaga
fire Portland Kaga
roll 1
roll 2
roll 4
roll 2
roll 1
roll 3
roll 5
roll 1
roll 1
roll 1
roll 5
roll 2
roll 5
roll 1
roll 3
roll 5
roll 1
roll 1
roll 2
roll 5
roll 4
roll 2
roll 6
roll 3
roll 3
roll 5
roll 3
roll 4
roll 1
roll 1
roll 4
roll 4
roll 4
roll 4
roll 3
done US
roll 1
roll 2
fly Val-1 20,24
fly Val-2 20,24
fly Kate-1 20,24
sail Tone
roll 1
roll 6
roll 3
roll 6
roll 3
roll 4
manoeuvre Tone M2
roll 6
roll 2
roll 5
roll 1
roll 2
roll 5
roll 3
roll 2
sail Kaga
roll 6
roll 5
roll 1
roll 5
roll 3
manoeuvre Kaga M2-30
stop Kaga
fly Dauntless-1 72,38.8
roll 6
fly Dauntless-2 72,38.8
roll 1
fly Devastator-1 72,38.8
roll 6
sail Portland
roll 3
roll 5
roll 3
roll 2
roll 3
roll 2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
sail Hammann
roll 5
roll 5
roll 5
roll 3
roll 6
roll 2
manoeuvre Hammann M2
roll 5
roll 2
roll 2
roll 4
roll 6
sail Hornet
roll 2
roll 2
roll 5
roll 4
roll 3
manoeuvre Hornet M2
manoeuvre Hornet M2-30
manoeuvre Hornet M2
manoeuvre Hornet M2+30
manoeuvre Hornet M2
roll 6
roll 1
roll 1
roll 3
roll 4
roll 3
roll 2
roll 6
roll 5
roll 3
roll 4
roll 6 {Kaga now has 2 Damage tokens [5.6.1]. [%bookmark Kaga damaged]}
roll 3
roll 3
roll 1
roll 2
launch Kate-1 Hornet
fire Tone Hammann
roll 1
roll 2
roll 4
roll 2
roll 3
roll 2
roll 4
roll 5
roll 5
roll 1
roll 4
roll 6
roll 3
roll 6
roll 1
roll 6
roll 1
roll 4
roll 6
roll 2
roll 4 {Hammann now has 2 Damage tokens [5.6.1]. [%bookmark Hammann damaged, Game-Turn 3] [%arrow red 58.0,32.0>26.7,20.8]}
aa Hammann Kate-1
roll 2
roll 4
fire Portland Kaga
roll 6
roll 3
roll 1
roll 6
roll 4
roll 4
roll 4
roll 6
roll 1
roll 6
roll 2
roll 2
roll 2
roll 1
roll 2
roll 5
roll 4
roll 6
roll 2
roll 5
roll 5
roll 4
roll 6
roll 3
roll 2
roll 5
roll 5
roll 2
roll 1
roll 1
roll 6
roll 6
roll 1
roll 5
roll 6
roll 2
roll 4
roll 2
roll 2
roll 1
roll 3
roll 2
roll 3
roll 5
roll 2
roll 5
roll 3
roll 3 {Kaga: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Kaga sunk] [%arrow red 42.0,32.0>63.0,30.9]}
fire Hammann Tone
roll 5
roll 4
roll 2
roll 1
roll 6
roll 3
roll 4
roll 6
roll 5
roll 5
roll 4
roll 5
roll 2
roll 5
roll 2
roll 5
roll 5
roll 1
roll 4
roll 2
roll 5
done US {The weather: blowing, wind from E [1.5.1]. [%bookmark weather blowing, wind from E]}
roll 1
roll 2
fly Kate-1 3.8,0
roll 2
sail Tone
roll 2
roll 4
roll 5
roll 6
roll 1
roll 5
manoeuvre Tone M2
stop Tone
land Wildcat-1 Hornet
land Wildcat-2 Hornet
sail Portland
roll 1
roll 3
roll 6
roll 5
roll 5
roll 5
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2+30
manoeuvre Portland M2
manoeuvre Portland M2
sail Hornet
roll 4
roll 1
roll 5
roll 1
roll 2
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
sail Hammann
roll 2
roll 3
roll 1
roll 1
roll 5
roll 4
roll 5
roll 1
roll 1
roll 4
roll 3
fire Tone Portland
roll 5
roll 5
roll 5
roll 5
roll 2
roll 6
roll 3
roll 4
roll 5
roll 5
roll 4
roll 5
roll 2
roll 6
roll 5
roll 3
roll 5
roll 2
roll 4
roll 2
roll 4
roll 1
roll 4
roll 4
roll 3
roll 1
roll 6
roll 2
roll 4
roll 1
roll 2
roll 6
roll 3
roll 1
roll 2
roll 6
roll 6
roll 6
roll 3
roll 2
roll 3
roll 2
roll 4
roll 2
roll 6
roll 1
roll 4
roll 4
roll 2
roll 6 {Portland: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Portland sunk] [%arrow red 60.0,32.0>51.2,29.0]}
fire Hammann Tone
roll 2
roll 2
roll 6
roll 4
roll 5
roll 4
roll 3
roll 4
roll 2
roll 3
roll 3
roll 1
roll 6
roll 3
roll 1
roll 3
roll 5
roll 4
roll 4
roll 6
roll 1
roll 4
roll 3
done US
roll 5
roll 5 {The weather: blowing, wind from NE [1.5.1]. [%bookmark weather blowing, wind from NE]}
fly Dauntless-2 60,32
sail Hornet
roll 3
roll 5
roll 1
roll 1
roll 2
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2-30
manoeuvre Hornet M1
stop Hornet
sail Hammann
roll 1
roll 1
roll 3
roll 3
roll 1
roll 2
roll 3
roll 2
roll 4
roll 6
roll 3
sail Tone
roll 4
roll 2
roll 5
roll 5
roll 5
roll 4
manoeuvre Tone M2
manoeuvre Tone M2
roll 6
roll 3
roll 1
roll 3
roll 1
roll 6
roll 2
roll 4
roll 1
roll 3
roll 1 {Hornet now has 3 Damage tokens [5.6.1]. [%bookmark Hornet damaged]}
bomb Dauntless-2 Tone
roll 6
roll 1
roll 3
roll 1
roll 5
roll 2
roll 1
roll 3
roll 1
roll 4
roll 1
bomb Dauntless-2 Tone
roll 3
roll 5
roll 4
roll 3
roll 5
roll 2
roll 1
roll 5
roll 6
roll 2
roll 1
fire Hammann Tone
roll 2
roll 3
roll 1
roll 2
done US
aa Tone Dauntless-2
roll 2
roll 3
roll 6
roll 3
roll 5
fire Tone Hammann
roll 2
roll 3
roll 4
roll 5
roll 6
roll 2
roll 3
roll 3
roll 1
roll 3
roll 1
roll 1
roll 1
roll 6
roll 5
roll 5
roll 2
roll 5
roll 4
roll 2
roll 4
roll 1
roll 6
roll 6
roll 4
roll 6
roll 4
roll 5
roll 4
roll 5
roll 3
roll 6
roll 2
roll 2 {Hammann: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Hammann sunk] [%arrow red 64.0,32.0>26.7,20.8]}
roll 3
roll 2
sail Hornet
roll 6
roll 6
roll 6
roll 2
roll 4
manoeuvre Hornet M2
manoeuvre Hornet M2+30
manoeuvre Hornet M2
roll 3
roll 1
roll 2
roll 1
roll 1
roll 6
roll 6
roll 3
roll 4
roll 2
sail Tone
roll 1
roll 1
roll 6
roll 4
roll 5
roll 6
manoeuvre Tone M1
manoeuvre Tone M1
stop Tone
roll 3
roll 5
roll 2
roll 6
roll 3
roll 1
roll 4
roll 2
fire Tone Hornet
roll 2
roll 3
roll 4
roll 1
roll 3
roll 3
roll 3
roll 5
roll 3
roll 2
roll 1
roll 3
roll 2
roll 3
roll 2
roll 1
roll 3
roll 4
roll 1
roll 4
roll 3
roll 5
roll 6
roll 2
roll 2
roll 5
roll 1
roll 1
roll 3
roll 1
roll 2
roll 4
roll 5
roll 1
roll 4
roll 1
roll 3
fly Kate-1 17.5,10.9
sail Tone
roll 3
roll 6
roll 2
roll 1
roll 5
roll 5
manoeuvre Tone M2+30
stop Tone
sail Hornet
roll 2
roll 6
roll 6
roll 5
roll 4
manoeuvre Hornet M2
manoeuvre Hornet M2
roll 3
roll 6
roll 4
roll 2
roll 3
roll 6
roll 5
roll 6
roll 2
roll 1
fire Tone Hornet
roll 6
roll 5
roll 6
roll 4
roll 6
roll 6
roll 5
roll 2
roll 5
roll 5
roll 5
roll 1
roll 6
roll 5
roll 6
roll 6
roll 6
roll 6
roll 2
roll 1
roll 1
roll 1
roll 2
roll 6
roll 3
roll 1
roll 4
roll 4
roll 5
roll 1
roll 6
roll 1
roll 6
roll 5
roll 6
roll 2
roll 4
roll 3
roll 1
roll 4
roll 1
roll 6
roll 5
roll 5
roll 1
roll 6
roll 5
roll 1 {Hornet: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: JP wins [APP.2.2.1]. [%bookmark Hornet sunk] [%bookmark the end] [%arrow red 67.7,31.0>51.8,28.5]}
