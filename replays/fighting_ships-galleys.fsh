[Game "Fighting Ships"]
[Scenario "Encounter with galleys"]
[Sides "VE OT"]
[Turns "12"]
[Position "FSH turn 1 initiative wind E blowing table 48x48 morale 11,11 first - | Capitana=1 large-galley 16,8@0 D0 A0 | San Marco=1 large-galley 24,8@0 D0 A0 | Fenice=1 small-galley 32,8@0 D0 A0 | Sultana=2 large-galley 32,40@180 D0 A0 | Hilal=2 small-galley 24,40@180 D0 A0 | Yildiz=2 small-galley 16,40@180 D0 A0 | Kartal=2 longship 38,36@180 D0 A0"]
[Seed "3"]
[Annotator "sailkit: the computer captain for both sides (captain.py), dice seeded 3"]
[Result "a draw"]
[Final "FSH turn 12 boarding wind E gale:7 table 48x48 morale 9,9 first 1 | Capitana=1 large-galley 15.332007042373853,21.843820474331896@30.015625 D0 A1 prize speed:1.667649481 under:oar | San Marco=1 large-galley 29.868335388468882,18.13445377307976@272.9140625 D0 A0 speed:5 under:oar | Fenice=1 small-galley 26.97131582256282,32.30801270189222@30 D0 A0 speed:6 under:oar | Sultana=2 large-galley 34.75,22.736860279185585@150 D1 A1 prize speed:4 under:oar | Hilal=2 small-galley 31.763139720814422,22.517949192431125@60 D0 A0 speed:0 under:oar | Yildiz=2 small-galley 19.229815496388678,15.570642961687124@90.015625 D0 A0 speed:6 under:oar | Kartal=2 longship 33.529855191362614,32.621544371021315@37.71875 D0 A0 speed:4 under:oar"]

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
roll 5
roll 5
roll 1
roll 2
roll 4 {Fenice now has 1 Damage token [5.6.1]. Fenice and Sultana collide and entangle [4.3.1, 4.3.3]. Sultana now has 1 Damage token [5.6.1]. [%bookmark Fenice damaged]}
roll 3
roll 5
roll 3
roll 2
roll 6
power Capitana
roll 1
roll 3
roll 3
roll 3
roll 2
manoeuvre Capitana M1
manoeuvre Capitana M2
roll 4
roll 4
roll 4
roll 5
roll 4
roll 6
roll 5
roll 6
roll 5
manoeuvre Capitana M2
roll 1
roll 5
roll 5
roll 3
roll 4
roll 6
roll 6
roll 6
roll 2
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
roll 3
roll 1
roll 4
roll 5
roll 5
roll 6 {Capitana now has 1 Damage token [5.6.1]. Capitana and Yildiz collide and entangle [4.3.1, 4.3.3]. [%bookmark Capitana damaged] [%arrow red 15.3,21.8>14.2,22.5]}
roll 2
roll 1
roll 6
roll 6
roll 3
power "San Marco"
roll 4
roll 3
roll 6
roll 3
roll 5
manoeuvre "San Marco" M1
manoeuvre "San Marco" M2
roll 6
roll 3
roll 6
roll 4
roll 1
manoeuvre "San Marco" M2
manoeuvre "San Marco" M2+30
stop "San Marco"
fire Kartal "San Marco"
roll 5
roll 1
roll 6
roll 1
roll 3
done OT
fire "San Marco" Kartal
roll 3
done VE
board Yildiz Capitana
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
roll 3
roll 5 {Capitana: prize [5.6.3, 5.6.4, 6.1, 1.5.4]. Yildiz now has 1 Damage token [5.6.1]. [%bookmark Capitana prize]}
board Sultana Fenice
roll 3
roll 3
roll 4
roll 1
roll 1
roll 5
roll 6
roll 6
roll 2
board Fenice Sultana
roll 3
roll 5
roll 2
roll 6
roll 3
roll 2
roll 3
roll 2
roll 6 {Fenice now has 1 Damage token [5.6.1]. Sultana: prize [5.6.3, 5.6.4, 6.1, 1.5.4]. [%bookmark Fenice damaged, Game-Turn 4]}
roll 4
roll 6
power Hilal
roll 6
roll 1
roll 1
roll 5
manoeuvre Hilal M2+30
manoeuvre Hilal M1
manoeuvre Hilal M1
stop Hilal
power Kartal
roll 3
roll 3
roll 6
roll 2
roll 4
manoeuvre Kartal M2+30
manoeuvre Kartal M1
manoeuvre Kartal M1
stop Kartal
power Capitana
roll 2
roll 1
roll 3
roll 6
roll 6
stop Capitana
power Yildiz
roll 2
roll 5
roll 4
roll 3
roll 2
roll 1
roll 1
roll 5
roll 2
power Fenice
roll 3
roll 5
roll 2
roll 3
roll 3
roll 6
roll 1
roll 5
roll 3
power Sultana
roll 5
roll 2
roll 4
roll 3
roll 5
power "San Marco"
roll 3
roll 4
roll 3
roll 6
roll 4
manoeuvre "San Marco" M2+30
manoeuvre "San Marco" M2+30
stop "San Marco"
fire "San Marco" Kartal
roll 3
roll 4
roll 5
power Kartal
roll 4
roll 1
roll 4
roll 2
roll 2
manoeuvre Kartal M2+30
stop Kartal
power Hilal
roll 1
roll 4
roll 5
roll 5
manoeuvre Hilal M2-30
stop Hilal
power Capitana
roll 4
roll 5
roll 6
roll 2
roll 1
stop Capitana
power Yildiz
roll 6
roll 4
roll 6
roll 6
stop Yildiz
roll 5
roll 3
roll 5
roll 3
roll 2
power Fenice
roll 1
roll 5
roll 3
roll 1
power "San Marco"
roll 2
roll 1
roll 1
roll 6
roll 5
manoeuvre "San Marco" M2
stop "San Marco"
power Sultana
roll 2
roll 4
roll 5
roll 1
roll 1
roll 4
roll 6
power Kartal
roll 1
roll 2
roll 5
roll 3
roll 2
manoeuvre Kartal M2+30
manoeuvre Kartal M2+30
power Hilal
roll 6
roll 1
roll 5
roll 5
manoeuvre Hilal M2-30
stop Hilal
power Capitana
roll 4
roll 1
roll 5
roll 1
roll 3
power Yildiz
roll 2
roll 3
roll 5
roll 4
roll 1
roll 3
roll 2
roll 2
roll 1
power "San Marco"
roll 5
roll 1
roll 2
roll 2
roll 3
stop "San Marco"
power Fenice
roll 2
roll 1
roll 4
roll 6
stop Fenice
roll 5
roll 4
roll 1
roll 3
roll 2
power Sultana
roll 3
roll 5
roll 5
roll 5
roll 4
fire Kartal Fenice
roll 1
fire Fenice Kartal
roll 4
roll 3
roll 1
roll 1 {The weather: becalmed, wind from E [1.5.1]. [%bookmark weather becalmed, wind from E]}
power "San Marco"
roll 2
roll 1
roll 1
roll 1
roll 1
stop "San Marco"
power Fenice
roll 4
roll 1
roll 6
roll 1
stop Fenice
roll 5
roll 5
roll 4
roll 3
roll 2
power Sultana
roll 3
roll 1
roll 3
roll 4
roll 6
manoeuvre Sultana M2
power Kartal
roll 4
roll 5
roll 3
roll 3
roll 3
roll 2
roll 3
roll 4
power Capitana
roll 1
roll 2
roll 5
roll 1
roll 6
stop Capitana
power Hilal
roll 6
roll 4
roll 1
roll 5
manoeuvre Hilal M2-30
manoeuvre Hilal M2-30
power Yildiz
roll 2
roll 1
roll 3
roll 4
roll 5
roll 6
roll 5
roll 4
roll 6
fire Fenice Kartal
roll 1
fire Kartal Fenice
roll 5
roll 4
roll 1
roll 3
roll 6
roll 4
power "San Marco"
roll 6
roll 3
roll 4
roll 6
roll 4
manoeuvre "San Marco" M2
power Fenice
roll 4
roll 1
roll 2
roll 2
roll 5
roll 3
roll 6
roll 5
roll 1
power Sultana
roll 4
roll 2
roll 4
roll 2
roll 1
power Kartal
roll 3
roll 3
roll 5
roll 3
roll 1
roll 4
roll 6
roll 1
power Hilal
roll 6
roll 6
roll 5
roll 4
manoeuvre Hilal M2-30
manoeuvre Hilal M2-30
manoeuvre Hilal M2
power Capitana
roll 6
roll 1
roll 6
roll 3
roll 5
stop Capitana
power Yildiz
roll 5
roll 1
roll 5
roll 6
stop Yildiz
roll 1
roll 4
roll 2
roll 2
roll 4
fire Fenice Kartal
roll 1
fire Kartal Fenice
roll 5
roll 1
roll 5
roll 1
roll 6
roll 4
power Fenice
roll 2
roll 1
roll 3
roll 1
stop Fenice
power "San Marco"
roll 1
roll 1
roll 6
roll 4
roll 6
manoeuvre "San Marco" M2+30
stop "San Marco"
power Sultana
roll 3
roll 5
roll 3
roll 1
roll 1
power Kartal
roll 5
roll 5
roll 5
roll 6
roll 2
manoeuvre Kartal M2+30
power Hilal
roll 1
roll 5
roll 6
roll 1
manoeuvre Hilal M2-30
manoeuvre Hilal M2
power Capitana
roll 5
roll 1
roll 5
roll 3
roll 5
power Yildiz
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
power Fenice
roll 3
roll 5
roll 4
roll 3
manoeuvre Fenice M2-30
power Sultana
roll 5
roll 4
roll 1
roll 4
roll 5
power "San Marco"
roll 2
roll 4
roll 6
roll 2
roll 4
manoeuvre "San Marco" M2
manoeuvre "San Marco" M2+30
power Kartal
roll 6
roll 5
roll 5
roll 6
roll 5
manoeuvre Kartal M2+30
manoeuvre Kartal M2
power Hilal
roll 6
roll 4
roll 2
roll 6
manoeuvre Hilal M2
manoeuvre Hilal M2+30
stop Hilal
power Capitana
roll 4
roll 2
roll 2
roll 1
roll 4
power Yildiz
roll 6
roll 4
roll 6
roll 5
manoeuvre Yildiz M2
fire Fenice Hilal
roll 4
roll 5
roll 6
roll 2
roll 2
roll 3
power Hilal
roll 2
roll 2
roll 5
roll 5
manoeuvre Hilal M2
stop Hilal
power Kartal
roll 3
roll 2
roll 6
roll 5
roll 3
manoeuvre Kartal M2
manoeuvre Kartal M2
manoeuvre Kartal M2+30
power Capitana
roll 6
roll 6
roll 4
roll 5
roll 5
stop Capitana
power Yildiz
roll 5
roll 3
roll 2
roll 3
manoeuvre Yildiz M2-30
manoeuvre Yildiz M2-30
power Fenice
roll 1
roll 3
roll 4
roll 4
manoeuvre Fenice M2
manoeuvre Fenice M2
power Sultana
roll 2
roll 2
roll 5
roll 3
roll 2
power "San Marco"
roll 3
roll 4
roll 2
roll 4
roll 6
manoeuvre "San Marco" M2+30
manoeuvre "San Marco" M2+30
manoeuvre "San Marco" M2+30
fire Hilal "San Marco"
roll 4
roll 6
roll 5
roll 2
roll 4
fire Kartal "San Marco"
roll 5
roll 6
roll 5
roll 1
roll 4
fire Fenice Kartal
roll 6
roll 1
roll 4
fire "San Marco" Hilal
roll 6
roll 1
roll 4
roll 2
roll 2
roll 6
roll 6 {The weather: gale, wind from E [1.5.1]. [%bookmark weather gale, wind from E]}
roll 6
roll 1 {The gale will blow 7 Game-Turns [1.5.2c]. [%bookmark a gale of 7]}
power Sultana
roll 2
roll 3
roll 2
roll 2
roll 3
power Fenice
roll 2
roll 2
roll 5
roll 6
manoeuvre Fenice M2+30
manoeuvre Fenice M2+30
manoeuvre Fenice M2+30
power "San Marco"
roll 6
roll 1
roll 3
roll 2
roll 1
manoeuvre "San Marco" M2+30
manoeuvre "San Marco" M2
manoeuvre "San Marco" M1
stop "San Marco"
power Kartal
roll 3
roll 2
roll 4
roll 1
roll 6
manoeuvre Kartal M2-30
manoeuvre Kartal M1
manoeuvre Kartal M1
stop Kartal
power Hilal
roll 1
roll 1
roll 1
roll 3
stop Hilal
power Capitana
roll 3
roll 1
roll 3
roll 4
roll 5
power Yildiz
roll 6
roll 6
roll 3
roll 1
manoeuvre Yildiz M2-30
manoeuvre Yildiz M2-30
manoeuvre Yildiz M2
fire Hilal Fenice
roll 1 {The end: a draw [APP.2.2.1]. [%bookmark the end] [%arrow red 31.8,22.5>27.0,32.3]}
