[Game "Fighting Ships"]
[Scenario "A carrier strike"]
[Sides "US JP"]
[Turns "8"]
[Position "FSH turn 1 initiative wind E blowing table 72x48 morale 80,80 first - | Hornet=1 carrier 6,24@90 D0 A0 | Portland=1 heavy-cruiser 12,32@90 D0 A0 | Hammann=1 destroyer 12,16@90 D0 A0 | Kaga=2 carrier 62,24@90 D0 A0 | Tone=2 heavy-cruiser 56,32@90 D0 A0 | Arashi=2 destroyer 56,16@90 D0 A0 | Dauntless-1=1 air dive-bomber 6,24@90 load:2-bomb on:Hornet | Dauntless-2=1 air dive-bomber 6,24@90 load:2-bomb on:Hornet | Devastator-1=1 air torpedo-bomber 6,24@90 load:torpedo on:Hornet | Wildcat-1=1 air fighter-2 6,24@90 load:cap on:Hornet | Wildcat-2=1 air fighter-2 6,24@90 load:cap on:Hornet | Val-1=2 air dive-bomber 62,24@90 load:2-bomb on:Kaga | Val-2=2 air dive-bomber 62,24@90 load:2-bomb on:Kaga | Kate-1=2 air torpedo-bomber 62,24@90 load:torpedo on:Kaga | Zero-1=2 air fighter-3 62,24@90 load:cap on:Kaga | Zero-2=2 air fighter-3 62,24@90 load:cap on:Kaga"]
[Seed "1"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 1"]
[Result "US wins"]
[Final "FSH turn 6 boarding wind E blowing table 72x48 morale 61,9 first 2 | Hornet=1 carrier 45.397114317029974,21.75@120 D4 A1 speed:0 | Portland=1 heavy-cruiser 57.856406460551,18.535898384862243@180 D0 A0 speed:8 | Hammann=1 destroyer 54,16@90 D0 A0 sunk speed:10 | Kaga=2 carrier 49.60288568297002,13.321796769724491@300 D0 A0 sunk speed:6 | Tone=2 heavy-cruiser 55.732050807568875,22.071796769724486@210 D0 A0 sunk speed:2 | Arashi=2 destroyer 56,16@90 D7 A1 crit:steering,catastrophic,fire sunk speed:0 | Wildcat-2=1 air fighter-2 28,24@90 on:Hornet | Zero-1=2 air fighter-3 62,24@90 load:cap on:Kaga | Zero-2=2 air fighter-3 62,24@90 load:cap on:Kaga"]

{A carrier strike of 1942 (carrier_strike.py): Hornet, Portland and Hammann (US) against Kaga, Tone and Arashi (JP) at either end of a 6-by-4-foot table, the wind from the east and both carriers heading into it. Each carrier's two dive bombers, torpedo bomber and two fighters take off [8.2], fly half a move in their first Game-Turn and up to 36 inches after [8.3]; the torpedo bombers launch through 5.7's verb [8.5]; fighters fly combat air patrols over their carrier and catch what comes within 10 inches, fought before any fire [8.4, 8.8]; a bomb within 4 inches hits on 3 or more against these big ships and strikes as a torpedo [8.5]; every ship's AA fires at counters within 8 inches [8.6]. Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships it lets leave make for their edge, and their enemies go for them.}
roll 2
roll 5
takeoff Val-1
takeoff Val-2
takeoff Kate-1
fly Val-1 68,12.1
fly Val-2 68,12.1
fly Kate-1 68,12.1
sail Arashi
roll 1
roll 3
roll 1
roll 4
roll 4
roll 4
stop Arashi
sail Tone
roll 6
roll 4
roll 2
roll 1
roll 4
roll 1
stop Tone
sail Kaga
roll 4
roll 4
roll 5
roll 1
roll 6
manoeuvre Kaga M2+30
stop Kaga
takeoff Dauntless-1
takeoff Dauntless-2
takeoff Devastator-1
fly Dauntless-1 23.7,21.9
fly Dauntless-2 23.7,21.9
fly Devastator-1 23.7,21.9
sail Hammann
roll 4
roll 3
roll 6
roll 2
roll 5
roll 1
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
sail Portland
roll 3
roll 1
roll 1
roll 1
roll 6
roll 5
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
sail Hornet
roll 1
roll 4
roll 6
roll 2
roll 4
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
done JP
done US
roll 6
roll 1
takeoff Wildcat-1
takeoff Wildcat-2
fly Dauntless-1 56,16
fly Dauntless-2 56,16
fly Devastator-1 56,16
patrol Wildcat-1 Hornet
patrol Wildcat-2 Hornet
sail Hammann
roll 5
roll 2
roll 4
roll 4
roll 5
roll 2
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
sail Portland
roll 3
roll 2
roll 6
roll 2
roll 4
roll 3
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
sail Hornet
roll 1
roll 4
roll 5
roll 6
roll 1
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
fly Val-1 38.1,6.1
fly Val-2 38.1,6.1
fly Kate-1 38.1,6.1
sail Arashi
roll 2
roll 6
roll 6
roll 3
roll 1
roll 6
stop Arashi
sail Tone
roll 3
roll 6
roll 6
roll 5
roll 4
roll 5
manoeuvre Tone M2+30
sail Kaga
roll 6
roll 2
roll 3
roll 3
roll 5
manoeuvre Kaga M2+30
manoeuvre Kaga M2+30
bomb Dauntless-1 Arashi
roll 4
roll 5
roll 4
roll 5
roll 1
roll 4
roll 2
roll 6
roll 4
roll 4 {Arashi now has 2 Damage tokens [5.6.1]. [%bookmark Arashi damaged]}
bomb Dauntless-1 Arashi
roll 6
roll 2
roll 3
roll 5
roll 6
bomb Dauntless-2 Arashi
roll 6
roll 6
roll 3
roll 1
roll 4
roll 6
roll 5
roll 1
roll 2
roll 5
roll 4
roll 3
roll 4
roll 6 {Arashi: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Arashi sunk]}
launch Devastator-1 Kaga
done US
launch Kate-1 Hammann
roll 1
roll 4
fly Val-1 20,24
fly Val-2 20,24
fly Kate-1 32.1,36
sail Tone
roll 1
roll 3
roll 6
roll 5
roll 5
roll 5
manoeuvre Tone M2+30
manoeuvre Tone M2+30
sail Kaga
roll 4
roll 6
roll 2
roll 2
roll 5
manoeuvre Kaga M2+30
manoeuvre Kaga M2+30
fly Dauntless-1 67.3,44.3
fly Dauntless-2 72,13.1
fly Devastator-1 67.3,44.3
sail Hammann
roll 2
roll 1
roll 2
roll 5
roll 5
roll 2
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
sail Portland
roll 4
roll 5
roll 3
roll 5
roll 3
roll 4
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
sail Hornet
roll 3
roll 6
roll 5
roll 5
roll 6
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
roll 1
roll 4
roll 6
roll 5
aa Portland Kate-1
roll 2
roll 5
roll 5
roll 2
roll 4
roll 1
aa Hornet Val-1
roll 4
roll 3
roll 5
roll 5
roll 2
roll 5
roll 4
roll 4
roll 3
roll 4
roll 3
roll 1
roll 5
fire Hammann Kaga
roll 5
roll 5
roll 5
roll 3
roll 4
roll 5
roll 1
roll 2
roll 6
roll 2
roll 5
roll 5
roll 2
roll 1
roll 5
roll 3
roll 1
roll 6
roll 1
roll 1
roll 1
done US
roll 4
roll 1
fly Dauntless-1 68,48
fly Devastator-1 68,48
land Wildcat-2 Hornet
sail Hammann
roll 3
roll 2
roll 3
roll 1
roll 5
roll 2
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
manoeuvre Hammann M2
sail Portland
roll 3
roll 3
roll 1
roll 2
roll 2
roll 3
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2+30
manoeuvre Portland M2
sail Hornet
roll 5
roll 2
roll 6
roll 3
roll 6
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
fly Kate-1 59.1,17.2
sail Kaga
roll 6
roll 3
roll 4
roll 6
roll 3
manoeuvre Kaga M2-30
manoeuvre Kaga M2
sail Tone
roll 4
roll 4
roll 1
roll 1
roll 3
roll 4
manoeuvre Tone M2+30
manoeuvre Tone M2
aa Hammann Kate-1
roll 3
roll 4
fire Portland Tone
roll 2
roll 3
roll 1
roll 3
roll 6
roll 5
roll 2
roll 5
roll 4
roll 1
roll 2
roll 1
roll 4
roll 2
roll 1
roll 6
roll 2
roll 4
roll 6
roll 5
roll 6
roll 4
roll 5
roll 2
roll 6
roll 6
roll 5
roll 4
roll 2
roll 5
roll 6
roll 1
roll 4
roll 6
roll 5
roll 3
roll 6
roll 6
roll 4
roll 1
roll 6
roll 3
roll 2
fire Hammann Kaga
roll 2
roll 1
roll 3
roll 1
roll 1
roll 3
roll 3
roll 6
roll 2
roll 4
roll 5
roll 3
roll 2
roll 1
roll 5
roll 1
roll 5
roll 2
roll 5
roll 4
roll 2
roll 6
roll 5
done US
fire Tone Hammann
roll 5
roll 1
roll 4
roll 2
roll 3
roll 1
roll 2
roll 5
roll 6
roll 4
roll 5
roll 2
roll 4
roll 1
roll 6
roll 4
roll 3
roll 5
roll 4
roll 1
roll 3
roll 5
roll 4
roll 3
roll 1
roll 2
roll 2
roll 3
roll 5
roll 2 {Hammann: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Hammann sunk] [%arrow red 56.7,23.8>54.0,16.0]}
roll 3
roll 4
fly Kate-1 72,11.1
sail Tone
roll 2
roll 3
roll 6
roll 1
roll 4
roll 5
manoeuvre Tone M2
roll 3
roll 6
roll 5
roll 4
roll 5
roll 2
roll 1
roll 6
sail Kaga
roll 1
roll 1
roll 2
roll 2
roll 2
manoeuvre Kaga M2+30
manoeuvre Kaga M2+30
sail Portland
roll 5
roll 2
roll 3
roll 3
roll 5
roll 5
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
stop Portland
sail Hornet
roll 3
roll 3
roll 3
roll 3
roll 1
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2+30
manoeuvre Hornet M2
fire Tone Hornet
roll 3
roll 2
roll 5
roll 6
roll 4
roll 2
roll 5
roll 5
roll 1
roll 3
roll 1
roll 4
roll 1
roll 4
roll 2
roll 2
roll 3
roll 1
roll 5
roll 5
roll 4
roll 1
roll 5
roll 5
roll 2
roll 5
roll 1
roll 3
roll 3
roll 3
roll 5
roll 5
roll 1
roll 4
roll 3
roll 1
roll 1
roll 3
roll 1
roll 5 {Hornet now has 4 Damage tokens [5.6.1]. [%bookmark Hornet damaged] [%arrow red 55.7,22.1>45.4,21.8]}
fire Kaga Portland
roll 6
roll 1
roll 1
roll 4
roll 1
roll 1
roll 2
roll 2
roll 5
roll 4
roll 2
roll 1
roll 4
roll 2
roll 6
roll 2
roll 2
roll 6
roll 1
fire Portland Tone
roll 4
roll 4
roll 5
roll 3
roll 5
roll 3
roll 6
roll 4
roll 3
roll 1
roll 2
roll 6
roll 3
roll 1
roll 1
roll 1
roll 3
roll 6
roll 5
roll 3
roll 4
roll 4
roll 3
roll 4
roll 1
roll 1
roll 3
roll 5
roll 4
roll 1
roll 3
roll 2
roll 5
roll 5
roll 6
roll 4
roll 6
roll 3
roll 3
roll 2
roll 5
roll 2
roll 3
roll 2
roll 2
roll 3
roll 1
roll 3 {Tone: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Tone sunk] [%arrow red 54.1,25.0>55.7,22.1]}
roll 1
roll 4
sail Kaga
roll 1
roll 6
roll 5
roll 6
roll 3
manoeuvre Kaga M2
manoeuvre Kaga M2
manoeuvre Kaga M2+30
sail Hornet
roll 2
roll 4
roll 3
roll 1
roll 3
roll 2
roll 3
roll 5
roll 3
roll 2
roll 3
roll 1
roll 5
roll 5
roll 5
sail Portland
roll 5
roll 1
roll 2
roll 2
roll 1
roll 2
manoeuvre Portland M2
manoeuvre Portland M2+30
manoeuvre Portland M2
manoeuvre Portland M2+30
fire Portland Kaga
roll 4
roll 1
roll 3
roll 5
roll 1
roll 6
roll 1
roll 1
roll 6
roll 1
roll 3
roll 3
roll 4
roll 4
roll 2
roll 1
roll 5
roll 3
roll 1
roll 5
roll 6
roll 2
roll 2
roll 2
roll 2
roll 3
roll 3
roll 1
roll 6
roll 5
roll 5
roll 3
roll 2
roll 2
roll 2
roll 5
roll 6
roll 1
roll 3
roll 5
roll 6 {Kaga: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: US wins [APP.2.2.1]. [%bookmark Kaga sunk] [%bookmark the end] [%arrow red 57.9,18.5>49.6,13.3]}
