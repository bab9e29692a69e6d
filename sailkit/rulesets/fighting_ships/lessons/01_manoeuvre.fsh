[Game "Fighting Ships"]
[Scenario "manoeuvre lesson"]
[Sides "GB FR"]
[Turns "2"]
[Position "FSH turn 1 initiative wind E blowing table 48x48 morale 6,6 first - | Syrene=1 5th-rate 24,10@0 D0 A0 | Lynx=1 6th-rate 24,17@0 D0 A0 | Rapide=2 6th-rate 8,36@90 D0 A0"]
[Reader "GB"]
[Ask "manoeuvre stop"]
[Annotator "sailkit tutorials: the manoeuvre lesson of fighting_ships/01_first_game"]

{You sail the frigate Syrene north with the wind from the east on her starboard beam: she is reaching [4.1.1b]. The brig Lynx, a friend, lies 7 inches dead ahead, and the French brig Rapide far off to the north-west, about 30 degrees to port of your heading. Work Syrene toward Rapide.}
roll 5
roll 2 {You threw 5, the French 2: you sail first [3.1].}
sail Syrene
roll 4
roll 5
roll 6
roll 6
roll 1
roll 2 {Syrene rolls her 6 Sailing dice; reaching, each 4 or more is a point: 4 points [4.1.1a, 4.1.1b]. A point buys a manoeuvre: straight ahead up to 2 inches, and after a full 2 inches a turn of up to 30 degrees on her stern (M2+30 to starboard, M2-30 to port); a tack (T, 2 points) or a wear (W, 1 point) runs 2 inches and turns 90 degrees toward or away from the wind [4.1.1f-h]. Which first?}
manoeuvre Syrene M2-30 {Right: a full 2 inches, then 30 degrees to port, onto heading 330. The wind is now on her starboard quarter, still reaching, her bow points at Rapide, and Lynx is off her starboard bow, out of her way [4.1.1b, 4.1.1f]. 3 points left. Rapide lies dead ahead.}
(
  manoeuvre Syrene M2 {Legal, but it keeps Lynx dead ahead, under 2 inches off Syrene's bow. Every manoeuvre begins with a run straight ahead, so she could no longer turn away before meeting her: a collision brings emergency Sailing tests, and two ships that both fail are entangled [4.1.1f, 4.3.1, 4.3.3].}
)
(
  manoeuvre Syrene T+90 {Legal, but a tack costs 2 points and turns her toward the wind, onto heading 90: bow into the wind's eye, in irons, where next turn only 6s give her points [4.1.1g, 4.1.1e].}
)
(
  manoeuvre Syrene M1 {Legal, but after a run shorter than 2 inches she may not turn [4.1.1f], and a move of under 2 inches in all leaves an Anchor token [4.1.1i].}
)
manoeuvre Syrene M2 {Right: 2 inches straight at Rapide, Lynx passing clear to starboard [4.1.1f]. 2 points left.}
(
  manoeuvre Syrene W-90 {Legal: a wear costs 1 point, runs 2 inches and turns 90 degrees away from the wind, onto heading 240. But that is running south-west, away from Rapide [4.1.1h, 4.1.1c].}
)
(
  manoeuvre Syrene T+90 {Legal, but a tack turns her toward the wind, the side Lynx is on: her stern swings into Lynx's base, a collision with its emergency tests [4.1.1g, 4.3.1].}
)
manoeuvre Syrene M2 {Right: every point spent is 2 inches nearer Rapide [4.1.1f]. The last point.}
(
  stop Syrene {Legal: she has run 4 inches, so stopping brings no Anchor token [4.1.1i]; but the 2 points left are lost, 4 inches she could have closed.}
)
manoeuvre Syrene M2 {Right: 8 inches run in all, heading straight for Rapide. A ship Running at the start of her move may neither tack nor wear [4.1.1c]: reaching, Syrene keeps both for next turn.}
