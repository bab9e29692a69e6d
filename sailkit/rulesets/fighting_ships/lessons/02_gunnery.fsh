[Game "Fighting Ships"]
[Scenario "gunnery lesson"]
[Sides "GB FR"]
[Turns "2"]
[Position "FSH turn 1 initiative wind S blowing table 48x48 morale 6,6 first - | Defiance=1 3rd-rate 20,20@0 D0 A0 | Syrene=1 5th-rate 14,34@0 D0 A0 | Achille=2 3rd-rate 25,22@90 D0 A0 | Naiad=2 5th-rate 20,36@90 D0 A0"]
[Reader "GB"]
[Ask "fire done"]
[Annotator "sailkit tutorials: the gunnery lesson of fighting_ships/01_first_game"]

{You command the British: the 74-gun Defiance (a 3rd rate, 8 Gunnery dice) and the frigate Syrene (4 dice), with the wind from the south. The French 3rd rate Achille and the frigate Naiad lie hove to, each heading east. Both sides sail first; then, as Player 1, you fire first, ship by ship [2.1, 5.1].}
roll 5
roll 2 {You threw 5, the French 2: you are Player 1 this Game-Turn and sail first [3.1].}
sail Defiance
roll 4
roll 5
roll 1
roll 2
manoeuvre Defiance M2
stop Defiance
sail Syrene
roll 4
roll 1
roll 1
roll 1
roll 1
roll 1
manoeuvre Syrene M2
sail Achille
roll 3
roll 4
roll 2
roll 5
stop Achille
roll 6
roll 1
roll 3
roll 4
roll 2
roll 5
sail Naiad
roll 6
roll 1
roll 3
roll 4
roll 2
roll 5
stop Naiad
roll 6
roll 1
roll 3
roll 4
roll 2 {The gunnery phase. A target must be an enemy in sight, within the 18 inches of Cannon and with her mainmast in one of the firer's gun arcs: a broadside off either beam, or a chaser ahead or astern [5.1-5.4]. Defiance has two: Achille 5 inches off her starboard beam, and Naiad 14 inches dead ahead. Achille heads east, so Defiance lies right astern of her, in her stern chaser arc. Which target does Defiance fire at?}
fire Defiance Achille {Right: at 5 inches Achille is at short range, where each die hits on 3 or more and every 5 and 6 explodes into a bonus die; and from astern the shot rakes, so the bonus dice explode again, a chain that runs until a throw brings none [5.3, 5.5.1, 5.5.2, 5.5.5]. Her first shot at Achille costs one die for each ten or part of ten while the gunners find the range, so Defiance throws 7 of her 8 dice [5.5.3.1]. On the exact odds the salvo costs the French fleet 5.2 morale points on average (most of the 6 it has), with a 26% chance that Achille sinks or strikes [5.6, APP.2.2.1].}
(
  fire Defiance Naiad {Legal, but Naiad is at long range: each die hits only on 5 or 6 and nothing explodes, and a ship is never raked at long range [5.3, 5.5.1, 5.5.5]. On the exact odds, with the same 7 dice, 1.1 morale points, against 5.2 at Achille.}
)
roll 5
roll 6
roll 1
roll 3
roll 4
roll 2
roll 5
roll 6
roll 1
roll 3
roll 4
roll 5
roll 6
roll 1
roll 3
roll 4
roll 2
roll 5
roll 6
roll 1
roll 3
roll 4
roll 2
roll 5 {Now Syrene. Naiad lies 6 inches off Syrene's starboard beam, heading east, so Syrene is also astern of her. Fire, or hold?}
fire Syrene Naiad {Right: 6 inches is still short range, since a range on the line counts as the shorter band, and Syrene rakes her [5.3, 5.5.5]; a first shot at Naiad, she throws 3 of her 4 dice [5.5.3.1]. A salvo cannot be saved for later: a ship fires once a Game-Turn [5.1].}
(
  done GB {Legal, but holding fire gains nothing: no later step of the Game-Turn lets Syrene fire, and Naiad will fire back in her turn whatever Syrene does [2.1, 5.1].}
)
roll 6
roll 3
roll 4
roll 2
roll 5
roll 6
roll 1
