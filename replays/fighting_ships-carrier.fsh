[Game "Fighting Ships"]
[Scenario "A carrier strike"]
[Sides "US JP"]
[Turns "8"]
[Position "FSH turn 1 initiative wind E blowing table 72x48 morale 80,80 first - | Hornet=1 carrier 6,24@90 D0 A0 | Portland=1 heavy-cruiser 12,32@90 D0 A0 | Hammann=1 destroyer 12,16@90 D0 A0 | Kaga=2 carrier 62,24@90 D0 A0 | Tone=2 heavy-cruiser 56,32@90 D0 A0 | Arashi=2 destroyer 56,16@90 D0 A0 | Dauntless-1=1 air dive-bomber 6,24@90 load:2-bomb on:Hornet | Dauntless-2=1 air dive-bomber 6,24@90 load:2-bomb on:Hornet | Devastator-1=1 air torpedo-bomber 6,24@90 load:torpedo on:Hornet | Wildcat-1=1 air fighter-2 6,24@90 load:cap on:Hornet | Wildcat-2=1 air fighter-2 6,24@90 load:cap on:Hornet | Val-1=2 air dive-bomber 62,24@90 load:2-bomb on:Kaga | Val-2=2 air dive-bomber 62,24@90 load:2-bomb on:Kaga | Kate-1=2 air torpedo-bomber 62,24@90 load:torpedo on:Kaga | Zero-1=2 air fighter-3 62,24@90 load:cap on:Kaga | Zero-2=2 air fighter-3 62,24@90 load:cap on:Kaga"]
[Seed "1"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 1"]
[Result "US wins"]
[Final "FSH turn 6 boarding wind SE becalmed table 72x48 morale 68,0 first 2 | Hornet=1 carrier 47.9282032302755,14.803847577293368@90 D0 A0 speed:4 | Portland=1 heavy-cruiser 59.17691453623976,14@120 D0 A0 speed:10 | Hammann=1 destroyer 22,16@90 D0 A0 sunk speed:10 | Kaga=2 carrier 62.98205080756887,13.63878406783227@210 D0 A0 sunk speed:2 | Tone=2 heavy-cruiser 56,32@90 D3 A1 crit:catastrophic sunk speed:0 | Arashi=2 destroyer 60.397114317029974,18.25@60 D3 A1 struck speed:3"]

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
fire Tone Hammann
roll 6
roll 1
roll 5
roll 2
roll 4
roll 4
roll 5
roll 2
roll 3
roll 2
roll 6
roll 2
roll 4
roll 3
roll 1
roll 4
roll 5
roll 6
roll 1
roll 2
roll 6
roll 6
roll 3
roll 1
roll 6
roll 3
roll 6 {Hammann: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Hammann sunk] [%arrow red 56.0,32.0>22.0,16.0]}
done JP
fire Portland Tone
roll 6
roll 5
roll 4
roll 5
roll 6
roll 2
roll 3
roll 3
roll 5
roll 4
roll 5
roll 4
roll 5
roll 1
roll 4
roll 2
roll 6
roll 4
roll 4
roll 6
roll 2
roll 3
roll 5
roll 6
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
roll 6
roll 1
roll 4
roll 1
roll 3
roll 6
roll 5
roll 5
roll 5
roll 4
roll 6
roll 2
roll 2
roll 5
roll 2
roll 1
roll 2
roll 5
roll 5
roll 2 {Tone now has 4 Damage tokens [5.6.1]. [%bookmark Tone damaged] [%arrow red 18.0,32.0>56.0,32.0]}
roll 4
roll 5
fly Val-1 38.1,6.1
fly Val-2 38.1,6.1
fly Kate-1 38.1,6.1
sail Tone
roll 3
roll 5
roll 3
roll 4
roll 3
roll 6
stop Tone
roll 5
roll 5
roll 6
roll 1
roll 4
roll 6
roll 5
roll 2
sail Arashi
roll 5
roll 5
roll 2
roll 4
roll 1
roll 4
manoeuvre Arashi M2-30
sail Kaga
roll 3
roll 5
roll 5
roll 2
roll 5
manoeuvre Kaga M2+30
stop Kaga
takeoff Wildcat-1
takeoff Wildcat-2
fly Dauntless-1 56,32
fly Dauntless-2 56,32
fly Devastator-1 56,32
patrol Wildcat-1 Hornet
patrol Wildcat-2 Hornet
sail Portland
roll 4
roll 4
roll 3
roll 4
roll 3
roll 1
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
sail Hornet
roll 5
roll 5
roll 5
roll 5
roll 3
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
aa Tone Dauntless-1
roll 4
roll 5
roll 1
roll 2
roll 6
fire Tone Hornet
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
roll 4
roll 1
roll 3
roll 2
roll 3
roll 1
roll 5
roll 2
roll 3
roll 3
fire Arashi Hornet
roll 1
roll 2
roll 2
roll 3
roll 5
roll 2
roll 6
roll 3
roll 6
roll 6
roll 3
roll 4
roll 6
roll 3
roll 4
roll 4
roll 1
roll 1
roll 3
roll 4
done JP
bomb Dauntless-2 Tone
roll 3
roll 4
roll 2
roll 3
roll 1
roll 3
roll 6
roll 5
roll 2
roll 5
roll 4
bomb Dauntless-2 Tone
roll 1
fire Portland Tone
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
roll 5 {Tone: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Tone sunk] [%arrow red 26.0,32.0>56.0,32.0]}
roll 4
roll 2
fly Dauntless-2 72,38.8
fly Devastator-1 72,38.8
sail Hornet
roll 6
roll 5
roll 5
roll 1
roll 4
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
manoeuvre Hornet M2
sail Portland
roll 2
roll 3
roll 1
roll 2
roll 5
roll 6
manoeuvre Portland M2
manoeuvre Portland M2+30
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
fly Val-1 32,24
fly Val-2 32,24
fly Kate-1 32,24
sail Arashi
roll 4
roll 5
roll 2
roll 4
roll 1
roll 6
manoeuvre Arashi M2
manoeuvre Arashi M1
stop Arashi
sail Kaga
roll 4
roll 3
roll 5
roll 4
roll 1
manoeuvre Kaga M2
stop Kaga
roll 3
roll 5
roll 4
roll 3
aa Hornet Kate-1
roll 1
roll 2
roll 2
roll 3
roll 5
roll 2
roll 3
roll 4
roll 2
roll 3
roll 6
aa Portland Val-1
roll 1
roll 4
roll 5
roll 3
roll 6
fire Portland Arashi
roll 5
roll 4
roll 5
roll 2
roll 1
roll 6
roll 1
roll 1
roll 2
roll 2
roll 2
roll 5
roll 2
roll 3
roll 3
roll 5
roll 5
roll 3
roll 3
roll 3
roll 3
roll 1
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
roll 4 {Arashi: struck [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Arashi struck] [%arrow red 34.9,28.0>60.4,18.2]}
roll 2
roll 2 {The weather: blowing, wind from SE [1.5.1]. [%bookmark weather blowing, wind from SE]}
takeoff Zero-1
takeoff Zero-2
patrol Zero-1 Kaga
patrol Zero-2 Kaga
sail Kaga
roll 3
roll 1
roll 5
roll 5
roll 4
manoeuvre Kaga M2+30
manoeuvre Kaga M2+30
fly Wildcat-1 64.9,24
fly Wildcat-2 64.9,24
sail Portland
roll 1
roll 5
roll 5
roll 2
roll 5
roll 1
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
sail Hornet
roll 3
roll 3
roll 3
roll 5
roll 5
manoeuvre Hornet M2
manoeuvre Hornet M2+30
manoeuvre Hornet M2
manoeuvre Hornet M2+30
manoeuvre Hornet M2
roll 1
roll 4
roll 3
roll 1
fire Portland Kaga
roll 1
roll 3
roll 1
roll 5
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
roll 1 {The weather: becalmed, wind from SE [1.5.1]. [%bookmark weather becalmed, wind from SE]}
fly Wildcat-1 72,24
sail Portland
roll 3
roll 6
roll 5
roll 3
roll 4
roll 4
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
sail Hornet
roll 3
roll 4
roll 1
roll 1
roll 3
manoeuvre Hornet M2
manoeuvre Hornet M2-30
manoeuvre Hornet M2
fly Zero-2 55.1,0
sail Kaga
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
fire Portland Kaga
roll 3
roll 2
roll 2
roll 3
roll 1
roll 3
roll 1
roll 4
roll 1
roll 6
roll 5
roll 6
roll 3
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
roll 5
roll 1
roll 2
roll 2
roll 1
roll 2
roll 4
roll 1
roll 3
roll 5
roll 1
roll 6
roll 1
roll 1
sail Kaga
roll 6
roll 1
roll 3
roll 3
roll 4
manoeuvre Kaga M2
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
sail Portland
roll 2
roll 2
roll 3
roll 3
roll 1
roll 6
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
manoeuvre Portland M2
sail Hornet
roll 5
roll 5
roll 3
roll 2
roll 2
manoeuvre Hornet M2-30
manoeuvre Hornet M2
fire Kaga Portland
roll 2
fire Portland Kaga
roll 5
roll 6
roll 1
roll 3
roll 5
roll 6
roll 5
roll 6
roll 6
roll 2
roll 2
roll 3
roll 4
roll 5
roll 2
roll 1
roll 6
roll 6
roll 2
roll 3
roll 1
roll 6
roll 4
roll 4
roll 5
roll 3
roll 5
roll 4
roll 5
roll 4
roll 1
roll 4
roll 3
roll 2
roll 3
roll 4
roll 1
roll 6
roll 4
roll 5
roll 1
roll 1
roll 6
roll 3
roll 5
roll 2
roll 5
roll 2
roll 2 {Kaga: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: US wins [APP.2.2.1]. [%bookmark Kaga sunk] [%bookmark the end] [%arrow red 59.2,14.0>63.0,13.6]}
