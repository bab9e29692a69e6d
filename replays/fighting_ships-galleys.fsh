[Game "Fighting Ships"]
[Scenario "Encounter with galleys"]
[Sides "VE OT"]
[Turns "12"]
[Position "FSH turn 1 initiative wind E blowing table 48x48 morale 11,11 first - | Capitana=1 large-galley 16,8@0 D0 A0 | San Marco=1 large-galley 24,8@0 D0 A0 | Fenice=1 small-galley 32,8@0 D0 A0 | Sultana=2 large-galley 32,40@180 D0 A0 | Hilal=2 small-galley 24,40@180 D0 A0 | Yildiz=2 small-galley 16,40@180 D0 A0 | Kartal=2 longship 38,36@180 D0 A0"]
[Seed "3"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 3"]
[Result "VE wins"]
[Final "FSH turn 3 boarding wind E blowing table 48x48 morale 1,-6 first 2 | Capitana=1 large-galley 16,21.66746824526945@0 D6 A1 crit:fire,steering sunk speed:6 under:oar | San Marco=1 large-galley 24,21.667558896209137@0 D1 A1 speed:1.667558896 under:oar with:Hilal | Fenice=1 small-galley 35,21.597704197429103@0 D2 A1 crit:steering speed:2.401551775 under:oar | Sultana=2 large-galley 33.75,24.468911086754463@150 D5 A1 crit:fire sunk speed:4 under:oar | Hilal=2 small-galley 22.249822878128526,22.469013364216107@210.0078125 D1 A1 prize speed:6 under:oar with:San Marco | Yildiz=2 small-galley 14.25,22.468911086754463@210 D2 A1 crit:motive speed:6 under:oar | Kartal=2 longship 33.010381681708125,19.74936661456265@217.71875 D0 A0 speed:5.779056191 under:oar"]

{Encounter on the High Seas [APP.2.3.2b] fought with the galleys of APP.1.1.1: Capitana, San Marco and Fenice (VE) against Sultana, Hilal, Yildiz and the longship Kartal (OT) on a 4-foot table, the wind from the east. Each galley takes to her oars (all her Sailing dice, 2 inches a die, no faster than 6 inches) rather than her sails (2 dice) [4.1.3, 4.1.4], turns 30 degrees after each 2 inches, gains or loses no more than 2 inches of speed a Game-Turn and never takes an Anchor token for a short move [4.1.2, 4.2]. Both sides are sailed by the computer captain (captain.py), which plays for the scenario's objective: the ships it lets leave make for their edge, and their enemies go for them.}
roll 2
roll 5
power Kartal
roll 5
roll 2
roll 3
roll 5
roll 4
manoeuvre Kartal M2
manoeuvre Kartal M2
manoeuvre Kartal M2
power Hilal
roll 6
roll 5
roll 1
roll 5
manoeuvre Hilal M2
manoeuvre Hilal M2
manoeuvre Hilal M2
power Sultana
roll 1
roll 4
roll 3
roll 5
roll 2
manoeuvre Sultana M2
manoeuvre Sultana M2
manoeuvre Sultana M2
power Yildiz
roll 2
roll 6
roll 4
roll 5
manoeuvre Yildiz M2
manoeuvre Yildiz M2
manoeuvre Yildiz M2
power Fenice
roll 5
roll 4
roll 4
roll 6
manoeuvre Fenice M2+30
manoeuvre Fenice M2-30
manoeuvre Fenice M2+30
power Capitana
roll 2
roll 2
roll 6
roll 2
roll 5
manoeuvre Capitana M2
manoeuvre Capitana M2
manoeuvre Capitana M2
power "San Marco"
roll 4
roll 6
roll 1
roll 6
roll 1
manoeuvre "San Marco" M2
manoeuvre "San Marco" M2
manoeuvre "San Marco" M2
roll 2
roll 5
power Kartal
roll 1
roll 3
roll 1
roll 3
roll 4
manoeuvre Kartal M2+30
manoeuvre Kartal M2-30
manoeuvre Kartal M2+30
power Hilal
roll 5
roll 6
roll 4
roll 6
manoeuvre Hilal M2
manoeuvre Hilal M2
manoeuvre Hilal M2
power Yildiz
roll 4
roll 4
roll 6
roll 5
manoeuvre Yildiz M2
manoeuvre Yildiz M2
manoeuvre Yildiz M2
power Sultana
roll 4
roll 2
roll 3
roll 1
roll 1
manoeuvre Sultana M2
manoeuvre Sultana M2
manoeuvre Sultana M2
power Fenice
roll 2
roll 4
roll 2
roll 3
manoeuvre Fenice M2-30
manoeuvre Fenice M2+30
manoeuvre Fenice M2-30
power Capitana
roll 6
roll 4
roll 6
roll 3
roll 4
manoeuvre Capitana M2
manoeuvre Capitana M2
manoeuvre Capitana M2
power "San Marco"
roll 5
roll 4
roll 5
roll 3
roll 5
manoeuvre "San Marco" M2
manoeuvre "San Marco" M2
manoeuvre "San Marco" M2
fire Yildiz Capitana
roll 5
roll 4
roll 5
roll 2
roll 3
fire Hilal "San Marco"
roll 6
roll 1
roll 3
roll 5
roll 6
roll 6
fire "San Marco" Hilal
roll 2
fire Capitana Yildiz
roll 6
roll 3
roll 5
roll 5
roll 5
roll 1
roll 6
power Kartal
roll 6
roll 2
roll 6
roll 5
roll 3
manoeuvre Kartal M2
manoeuvre Kartal M2
roll 3
roll 1
roll 1
roll 4
roll 6
manoeuvre Kartal M2
manoeuvre Kartal M1
stop Kartal
power Hilal
roll 4
roll 1
roll 3
roll 1
manoeuvre Hilal M2
manoeuvre Hilal M2+30
manoeuvre Hilal M2
power Yildiz
roll 4
roll 2
roll 1
roll 3
manoeuvre Yildiz M2
manoeuvre Yildiz M2+30
manoeuvre Yildiz M2
power Sultana
roll 4
roll 4
roll 1
roll 1
roll 5
manoeuvre Sultana M2-30
manoeuvre Sultana M2
stop Sultana
power Fenice
roll 5
roll 1
roll 4
roll 6
manoeuvre Fenice M2
manoeuvre Fenice M2
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
roll 5 {Fenice now has 1 Damage token [5.6.1]. Fenice and Sultana collide and entangle [4.3.1, 4.3.3]. Sultana now has 1 Damage token [5.6.1]. [%bookmark Fenice damaged]}
roll 5
roll 1
roll 2
roll 4
roll 3
roll 5
roll 3
roll 2
roll 6 {Sultana: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Sultana sunk]}
roll 1
roll 3
roll 3
roll 3
roll 2
roll 4
roll 4
roll 4 {Fenice now has 2 Damage tokens [5.6.1]. [%bookmark Fenice damaged, Game-Turn 3]}
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
power Capitana
roll 4
roll 6
roll 6
roll 6
roll 2
manoeuvre Capitana M1
manoeuvre Capitana M2
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
roll 3 {Capitana now has 1 Damage token [5.6.1]. Capitana and Yildiz collide and entangle [4.3.1, 4.3.3]. Yildiz now has 1 Damage token [5.6.1]. [%bookmark Capitana damaged] [%arrow red 16.0,21.7>14.2,22.5]}
roll 1
roll 4
roll 5
roll 5
roll 6
roll 2
roll 1
roll 6
roll 6 {Yildiz now has 2 Damage tokens [5.6.1]. [%bookmark Yildiz damaged]}
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
roll 5 {Capitana: sunk [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Capitana sunk] [%arrow red 16.0,21.7>14.2,22.5]}
power "San Marco"
roll 1
roll 6
roll 1
roll 3
roll 3
manoeuvre "San Marco" M1
manoeuvre "San Marco" M2
roll 6
roll 4
roll 3
roll 5
manoeuvre "San Marco" M2
roll 5
roll 3
roll 2
roll 3
roll 2
roll 3
roll 3
roll 5
roll 3
roll 3
roll 4 {San Marco now has 1 Damage token [5.6.1]. Hilal now has 1 Damage token [5.6.1]. Hilal and San Marco collide and entangle [4.3.1, 4.3.3]. [%bookmark San Marco damaged]}
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
fire Kartal Fenice
roll 3
roll 2
roll 6
roll 4
done OT
done VE
board Hilal "San Marco"
roll 6
roll 6
roll 1
roll 1
roll 5
roll 3
roll 3
roll 6
roll 2
board "San Marco" Hilal
roll 4
roll 2
roll 1
roll 3
roll 6
roll 6
roll 2
roll 5
roll 4 {San Marco now has 1 Damage token [5.6.1]. Hilal: prize [5.6.3, 5.6.4, 6.1, 1.5.4]. The end: VE wins [APP.2.2.1]. [%bookmark San Marco damaged, Game-Turn 3] [%bookmark the end]}
