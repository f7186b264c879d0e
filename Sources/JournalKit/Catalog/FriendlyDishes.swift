// Friendly names for dishes: breakfasts, sandwiches, salads, pasta, takeaway and British and
// American plates, each with a typical portion, in the format of FriendlyFoods.swift. Most point
// at one USDA FNDDS survey dish (`Burrito, chicken, with beans, cheese`). A dish the USDA table
// has no row for is written as the USDA rows it is made of, each with its grams, joined by `+`:
//
//     beans on toast | Beans, baked, canned, plain or vegetarian (200 g) + Bread, white, … (50 g) | plate 250 |
//
// Its figures per 100 g are those rows mixed in those weights; its serving is their sum. Portions
// are one typical serving (a sandwich, a plate, a restaurant slice); `journal foods NAME` shows
// each dish's rows and grams.

/// The friendly dishes table, read by `FoodCatalog` after `friendlyFoodsTable`.
let friendlyDishesTable = #"""
# Breakfasts
full english | Pork sausage, link/patty, cooked, pan-fried (90 g) + Pork, cured, bacon, cooked, baked (24 g) + Egg, whole, cooked, fried (46 g) + Beans, baked, canned, plain or vegetarian (130 g) + Bread, white, commercially prepared, toasted (25 g) + Mushrooms, fresh, cooked with oil (50 g) + Tomatoes, fresh, cooked (60 g) | plate 425 | full english breakfast, fry up, fry-up, cooked breakfast, big breakfast
beans on toast | Beans, baked, canned, plain or vegetarian (200 g) + Bread, white, commercially prepared, toasted (50 g) | plate 250 |
cheese on toast | Bread, white, commercially prepared, toasted (50 g) + Cheese, Cheddar (40 g) | plate 90 |
egg on toast | Egg, whole, cooked, poached (50 g) + Bread, white, commercially prepared, toasted (25 g) | plate 75 | poached egg on toast
eggs on toast | Egg, whole, cooked, poached (100 g) + Bread, white, commercially prepared, toasted (50 g) | plate 150 | poached eggs on toast, two eggs on toast
scrambled eggs on toast | Egg, whole, cooked, scrambled (120 g) + Bread, white, commercially prepared, toasted (50 g) | plate 170 | scrambled egg on toast
toast with butter | Bread, white, commercially prepared, toasted (25 g) + Butter, salted (5 g) | slice 30 | buttered toast, toast and butter, butter on toast
toast with jam | Bread, white, commercially prepared, toasted (25 g) + Butter, salted (5 g) + Jams and preserves (15 g) | slice 45 | toast and jam, jam on toast, toast with marmalade, toast and marmalade
peanut butter toast | Bread, white, commercially prepared, toasted (25 g) + Peanut butter (16 g) | slice 41 | peanut butter on toast, toast with peanut butter
avocado toast | Bread, sour dough (50 g) + Avocados, raw, all commercial varieties (70 g) | slice 120 | avocado on toast, avo toast, avo on toast, smashed avocado on toast, smashed avo
bacon sandwich | Bread, white, commercially prepared (56 g) + Pork, cured, bacon, cooked, baked (24 g) + Butter, salted (5 g) | piece 85 | bacon butty, bacon sarnie, bacon roll, bacon sandwich on white
sausage sandwich | Bread, white, commercially prepared (56 g) + Pork sausage, link/patty, cooked, pan-fried (90 g) + Butter, salted (5 g) | piece 151 | sausage butty, sausage sarnie, sausage roll sandwich
bacon and eggs | Pork, cured, bacon, cooked, baked (24 g) + Egg, whole, cooked, fried (92 g) | plate 116 | eggs and bacon, bacon & eggs
sausage and mash | Pork sausage, link/patty, cooked, pan-fried (135 g) + Potato, mashed, NFS (210 g) + Gravy, NFS (60 g) | plate 405 | bangers and mash, sausages and mash, bangers & mash
egg mayo sandwich | Egg salad sandwich on white | piece 140 | egg salad sandwich, egg mayonnaise sandwich
tuna sandwich | Tuna salad sandwich on white | piece 160 | tuna mayo sandwich, tuna salad sandwich
chicken salad sandwich | Chicken salad sandwich on white | piece 160 | chicken mayo sandwich, coronation chicken sandwich
cheese sandwich | Cheese sandwich, NFS | piece 110 | cheese sarnie, cheese and pickle sandwich
peanut butter sandwich | Peanut butter sandwich, NFS | piece 90 |
pb&j | Peanut butter and jelly sandwich, NFS | piece 100 | peanut butter and jelly sandwich, pbj, peanut butter and jam sandwich
egg and bacon muffin | Egg sandwich on English muffin, with bacon | piece 130 | bacon egg muffin, bacon and egg mcmuffin
sausage and egg muffin | Egg sandwich on English muffin, with sausage | piece 165 | sausage egg mcmuffin, sausage and egg mcmuffin
bacon egg and cheese | Egg sandwich on bagel, with bacon | piece 200 | bacon egg and cheese bagel, bec
breakfast biscuit | Sausage biscuit sandwich | piece 125 | sausage biscuit
biscuits and gravy | Biscuit with gravy | plate 250 |
french toast sticks | French toast sticks | portion 100 |
pancakes with syrup | Pancakes, plain (114 g) + Pancake syrup (40 g) | plate 154 | pancakes and syrup, stack of pancakes
waffles with syrup | Waffle, plain (75 g) + Pancake syrup (40 g) | plate 115 | waffle with syrup
crepe | Crepe, plain | piece 60 |
fruit crepe | Crepe, fruit filled | piece 120 |
porridge with honey | Oatmeal, NFS (234 g) + Honey (21 g) | bowl 255 | oatmeal with honey, porridge and honey
porridge with banana | Oatmeal, NFS (234 g) + Bananas, raw (118 g) | bowl 352 | oatmeal with banana
cereal with milk | Cereal, ready-to-eat, NFS (30 g) + Milk, reduced fat (2%) (125 g) | bowl 155 | cereal and milk, bowl of cereal, cornflakes with milk
granola with yogurt | Cereal, granola (50 g) + Yogurt, Greek, plain, whole milk (150 g) | bowl 200 | yogurt and granola, granola and yoghurt, yoghurt with granola
yogurt parfait | Yogurt parfait, with fruit | cup 250 | parfait
fruit salad | Fruit cocktail, canned, NFS | bowl 200 | fruit cup
bran flakes | Cereal, bran flakes, plain | cup 36 | all bran
cheerios | Cereal, O's, plain | cup 28 | oat cereal
shredded wheat | Cereal, shredded wheat, plain | piece 23 | weetabix
bagel with cream cheese | Bagel (105 g) + Cream cheese, regular, plain (30 g) | piece 135 | bagel and cream cheese, bagel with philadelphia
croissant with jam | Croissants, butter (57 g) + Jams and preserves (20 g) | piece 77 |
pain au chocolat | Croissant, chocolate | piece 60 | chocolate croissant
blueberry muffin | Muffin, fruit | piece 113 |
chocolate muffin | Muffin, chocolate | piece 113 | chocolate chip muffin
bran muffin | Muffin, bran with fruit, lowfat | piece 113 |
scone with jam and cream | Scone (70 g) + Jams and preserves (20 g) + Cream, whipped (20 g) | piece 110 | cream tea, scone with cream and jam
fruit scone | Scone, with fruit | piece 70 |
# Sandwiches, wraps, burgers
chicken wrap | Tortilla, flour (70 g) + Chicken breast, rotisserie, skin not eaten (85 g) + Lettuce, raw (20 g) + Mayonnaise, regular (14 g) | piece 189 | chicken salad wrap, grilled chicken wrap
ham wrap | Ham sandwich wrap | piece 200 |
tuna wrap | Tuna salad sandwich wrap | piece 200 |
veggie wrap | Vegetable sandwich wrap | piece 200 | vegetable wrap
falafel wrap | Falafel sandwich | piece 200 | falafel pitta, falafel pita
sub | Sandwich, NFS | piece 230 | submarine sandwich, hoagie
italian sub | Multiple meat sandwich or sub, restaurant | piece 230 | italian hoagie, meatball sub
chicken sub | Chicken deli sandwich or sub, restaurant | piece 230 |
steak sandwich | Steak sandwich or sub on white | piece 250 | philly cheesesteak, cheesesteak
reuben | Reuben sandwich | piece 250 | reuben sandwich
sloppy joe | Sloppy joe sandwich, on white bun | piece 200 |
pulled pork sandwich | Barbecue pork sandwich, on white bun | piece 200 | pulled pork bun, bbq pork sandwich
bbq chicken sandwich | Barbecue chicken sandwich, on white bun | piece 200 |
fish sandwich | Fish sandwich, fried, from fast food | piece 140 | filet-o-fish, fish burger, fish finger sandwich
crab cake sandwich | Crab cake sandwich | piece 200 |
meatloaf sandwich | Meatloaf sandwich | piece 200 |
big mac | Big Mac (McDonalds) | piece 219 |
double cheeseburger | Cheeseburger, from fast food, 1 large patty | piece 200 | quarter pounder with cheese, double burger
chicken burger | Chicken fillet sandwich, NFS | piece 200 | chicken fillet burger, crispy chicken sandwich
slider | Hamburger slider | piece 70 | sliders, mini burger
chili dog | Chili hot dog sandwich, on white bun | piece 140 | chili hot dog
corn dog | Corn dog | piece 90 |
panini | Grilled cheese sandwich, NFS | piece 150 | ham and cheese toastie, toastie
# Salads
chicken caesar salad | Caesar salad, with romaine, no dressing (150 g) + Chicken breast, rotisserie, skin not eaten (85 g) + Salad dressing, caesar dressing, regular (30 g) | bowl 265 | caesar salad with chicken, chicken caesar, grilled chicken caesar salad
caesar salad with dressing | Caesar salad, with romaine, no dressing (150 g) + Salad dressing, caesar dressing, regular (30 g) | bowl 180 |
cobb salad | Cobb salad, no dressing | bowl 300 |
taco salad | Taco or tostada salad with meat | bowl 300 | tostada salad
chicken taco salad | Taco or tostada salad with chicken | bowl 300 |
pasta salad | Macaroni or pasta salad with cheese | cup 200 | macaroni salad
tuna pasta salad | Macaroni or pasta salad with tuna | cup 200 | tuna pasta
chicken pasta salad | Macaroni or pasta salad with chicken | cup 200 |
egg salad | Egg salad, made with mayonnaise | 110 | egg mayo
shrimp salad | Shrimp salad | cup 200 | prawn salad
tabbouleh | Tabbouleh | cup 160 | tabouleh
garden salad | Mixed salad greens, raw (100 g) + Tomatoes, raw (60 g) + Cucumber, with peel, raw (50 g) | bowl 210 | side salad with tomato, mixed salad
# Pasta, rice and noodles
spaghetti and meatballs | Spaghetti with meat sauce, frozen entree | plate 350 | spaghetti with meatballs
pasta bake | Pasta with tomato-based sauce and cheese | plate 300 | baked pasta, baked ziti, ziti
pasta carbonara | Pasta with cream sauce and meat, home recipe | plate 300 | carbonara, spaghetti carbonara
fettuccine alfredo | Pasta with cream sauce, restaurant | plate 300 | alfredo, pasta alfredo, chicken alfredo
pasta with pesto | Pasta, cooked (200 g) + Pesto sauce (30 g) | plate 230 | pesto pasta, pasta pesto
pasta arrabbiata | Pasta with tomato-based sauce, home recipe | plate 300 | pasta pomodoro, penne arrabbiata, tomato pasta
vegetable lasagna | Lasagna, meatless, with vegetables | piece 250 | veggie lasagna, lasagne verdure
cheese ravioli | Ravioli, cheese-filled, with tomato sauce | cup 250 | ravioli
meat ravioli | Ravioli, cheese-filled, with meat sauce | cup 250 |
tortellini | Tortellini, cheese-filled, with cream sauce | cup 250 |
gnocchi | Gnocchi, potato | cup 200 |
mushroom risotto | Rice, white, cooked, made with oil (200 g) + Mushrooms, fresh, cooked with oil (80 g) + Cheese, parmesan, grated (10 g) | plate 290 | risotto
chicken fried rice | Rice, fried, with chicken | cup 200 | chicken fried rice takeaway
egg fried rice | Rice, fried, meatless | cup 200 | vegetable fried rice
beef fried rice | Rice, fried, with beef | cup 200 |
shrimp fried rice | Rice, fried, with shrimp | cup 200 | prawn fried rice
chicken chow mein | Lo mein, with chicken | plate 300 | chicken lo mein, chicken noodles
beef chow mein | Lo mein, with beef | plate 300 | beef lo mein
shrimp lo mein | Lo mein, with shrimp | plate 300 | prawn chow mein
chicken pad thai | Pad Thai with chicken | plate 300 | pad thai with chicken
shrimp pad thai | Pad Thai with seafood | plate 300 | prawn pad thai
chicken ramen | Ramen bowl with chicken | bowl 500 |
beef ramen | Ramen bowl with beef | bowl 500 |
vegetable ramen | Ramen bowl, vegetarian | bowl 500 | veggie ramen
chicken biryani | Biryani with chicken | plate 300 |
lamb biryani | Biryani with meat | plate 300 | meat biryani
vegetable biryani | Biryani with vegetables | plate 300 | veg biryani
jambalaya | Jambalaya with meat and rice | cup 250 |
gumbo | Gumbo with rice | cup 250 | shrimp gumbo
rice and beans | Black beans and white rice | cup 250 | beans and rice, rice & beans
chicken and rice | Chicken or turkey and rice, no sauce | plate 300 |
bibimbap | Bibimbap, Korean | bowl 450 |
sushi roll | Sushi roll, California | piece 30 |
salmon roll | Sushi roll, salmon | piece 30 | salmon sushi roll
tuna roll | Sushi roll tuna | piece 30 | tuna sushi roll
avocado roll | Sushi roll, avocado | piece 30 | vegetable sushi roll
salmon nigiri | Sushi, topped with salmon | piece 35 | salmon sushi
tuna nigiri | Sushi, topped with tuna | piece 35 | tuna sushi
couscous salad | Couscous, plain, cooked | cup 160 |
# Chinese, Indian, Thai and other takeaway
chicken tikka masala | Chicken curry | bowl 400 | tikka masala, butter chicken, chicken korma, korma, chicken madras, chicken jalfrezi
chicken curry with rice | Chicken curry with rice | plate 400 | chicken curry and rice, curry and rice, curry with rice
beef curry | Beef curry | bowl 300 |
beef curry with rice | Beef curry with rice | plate 400 |
lentil curry | Lentil curry | bowl 300 | chana masala, chickpea curry, dal curry
fish curry | Fish curry | bowl 300 | prawn curry, thai fish curry
vegetable curry with rice | Vegetable curry with rice | plate 400 | veg curry and rice
samosa | Samosa | piece 50 | samosas
pakora | Pakora | piece 30 |
general tso chicken | General Tso chicken | cup 150 | general tso's chicken
sweet and sour chicken | Sweet and sour chicken or turkey | cup 150 | sweet & sour chicken
sweet and sour pork | Sweet and sour pork | cup 150 |
kung pao chicken | Kung pao chicken | cup 150 | kung po chicken
sesame chicken | Sesame chicken | cup 150 |
beef and broccoli | Beef and broccoli | cup 200 | beef with broccoli
teriyaki chicken | Chicken or turkey with teriyaki | cup 200 | chicken teriyaki
teriyaki beef | Steak teriyaki | cup 200 | beef teriyaki
shrimp scampi | Shrimp scampi | cup 200 | prawn scampi
egg foo yung | Egg foo yung, NFS | piece 86 | egg foo young
fried wonton | Wonton, dumpling or pot sticker, fried | piece 20 | fried dumplings
chicken egg roll | Egg roll, with chicken or turkey | piece 80 | chicken spring roll
prawn crackers | Shrimp chips | 20 | shrimp chips, prawn cracker
shrimp toast | Shrimp toast | piece 20 | prawn toast, sesame prawn toast
chicken stir fry | Asian stir fry vegetables, cooked, fat added (150 g) + Chicken breast, sauteed, skin not eaten (100 g) | plate 250 | stir fried chicken, chicken and vegetable stir fry, stir-fry chicken, stir fry, stir-fry
beef stir fry | Asian stir fry vegetables, cooked, fat added (150 g) + Beef, steak, sirloin, lean only eaten (100 g) | plate 250 | stir fried beef
tofu stir fry | Asian stir fry vegetables, cooked, fat added (150 g) + Tofu, fried (100 g) | plate 250 |
chicken kebab | Chicken breast, rotisserie, skin not eaten (120 g) + Bread, pita, white, enriched (60 g) + Lettuce, raw (20 g) + Tomatoes, raw (30 g) | piece 230 | chicken shawarma, chicken doner
pho ga | Soup, pho, with meat | bowl 600 | chicken pho
# Mexican
chicken burrito | Burrito, chicken, with beans, cheese | piece 220 |
beef burrito | Burrito, beef, with beans, cheese | piece 220 | steak burrito
bean burrito | Burrito, bean and cheese, frozen | piece 150 | bean and cheese burrito
burrito bowl | Burrito bowl, chicken, with beans and rice | bowl 450 | chicken burrito bowl
chicken taco | Taco, corn tortilla, chicken, cheese | piece 90 | chicken tacos
beef taco | Taco, corn tortilla, beef, cheese | piece 90 | beef tacos, hard shell taco
fish taco | Taco, fish | piece 110 | fish tacos
chicken quesadilla | Quesadilla, chicken | piece 180 |
cheese quesadilla | Quesadilla, cheese only | piece 150 |
chicken fajita | Fajita, chicken | portion 200 | chicken fajitas, fajitas
beef fajita | Fajita, beef or pork | portion 200 | steak fajitas
chicken enchilada | Enchilada, chicken | piece 160 | chicken enchiladas
beef enchilada | Enchilada, beef | piece 160 |
chimichanga | Chimichanga, meat | piece 180 |
tamale | Tamale, NFS | piece 140 | tamales
empanada | Empanada, NFS | piece 120 | empanadas
chicken nachos | Nachos, chicken | plate 250 |
loaded nachos | Nachos, beef or pork, with beans | plate 300 | beef nachos
chips and salsa | Tortilla chips, plain (30 g) + Salsa, red (60 g) | portion 90 | tortilla chips and salsa
chips and guacamole | Tortilla chips, plain (30 g) + Guacamole, NFS (60 g) | portion 90 | chips and guac
# Pizza and Italian
cheese pizza slice | Pizza, cheese, from frozen, thick crust | slice 110 | slice of pizza, pizza slice
thin crust pizza | Pizza, cheese, from frozen, thin crust | slice 80, whole 640 |
meat feast pizza | Pizza with extra meat, medium crust | slice 120, whole 960 | meat lovers pizza
stuffed crust pizza | Pizza, cheese, stuffed crust | slice 130, whole 1040 |
pizza roll | Pizza rolls | piece 14 | pizza rolls, pizza bites
calzone | Calzone, with meat and cheese | piece 230 |
garlic bread with cheese | Garlic bread, from fast food / restaurant | slice 40 | cheesy garlic bread
bruschetta | Bruschetta | piece 50 |
mozzarella sticks | Mozzarella sticks, breaded, baked, or fried | piece 30, several 4 | mozzarella stick
tiramisu | Tiramisu | piece 150 |
# British and American dishes
fish and chips | Fish, cod, fried (170 g) + Potato, french fries, NFS (200 g) | plate 370 | fish & chips, fish n chips, fish and fries
battered fish | Fish, cod, fried | fillet 170 | fried fish, fish supper, fried cod
chicken pie | Chicken pot pie, frozen entree, prepared | piece 250 | chicken pot pie, pot pie
steak pie | Beef Pot Pie, frozen entree, prepared | piece 250 | beef pie, meat pie, steak and ale pie
jacket potato with beans | Potato, baked, peel eaten (250 g) + Beans, baked, canned, plain or vegetarian (150 g) | plate 400 | baked potato with beans, jacket potato and beans
jacket potato with cheese | Potato, baked, peel eaten, with cheese | piece 300 | baked potato with cheese, cheesy jacket potato
baked potato with butter | Potato, baked, peel eaten, with butter | piece 250 | jacket potato with butter
loaded potato | Potato, baked, peel eaten, with sour cream | piece 300 | baked potato with sour cream
sunday roast | Beef, roast (150 g) + Potato, roasted, NFS (200 g) + Carrots, cooked, boiled, drained, with salt (80 g) + Gravy, NFS (80 g) + Popover (40 g) | plate 550 | roast dinner, roast beef dinner
roast chicken dinner | Chicken breast, rotisserie, skin not eaten (150 g) + Potato, roasted, NFS (200 g) + Carrots, cooked, boiled, drained, with salt (80 g) + Gravy, NFS (80 g) + Popover (40 g) | plate 550 | chicken dinner
meatloaf | Meat loaf made with beef | slice 115 | meat loaf
pot roast | Beef, pot roast | 150 |
chicken fried steak | Beef, steak, country fried | piece 180 | country fried steak
pork ribs | Pork, ribs | 200 | ribs, bbq ribs, spare ribs
buffalo wings | Chicken wings with hot sauce, from precooked | piece 32, several 6 | hot wings
bbq chicken | Barbecue chicken | 150 | barbecue chicken
pulled pork plate | Pulled pork in barbecue sauce | cup 200 |
chicken noodle casserole | Chicken or turkey and noodles, no sauce | cup 250 |
chicken and dumplings | Chicken or turkey with dumplings | cup 250 |
beef stroganoff | Beef and noodles with cream or white sauce | cup 250 | stroganoff
chicken parmesan | Chicken or turkey parmigiana | piece 250 | chicken parmigiana, chicken parm
corned beef hash | Hash, NS as to type of meat | cup 200 | hash
crab cakes | Crab, cake | piece 60 | crab cake
clam chowder | Soup, New England clam chowder | bowl 250 | chowder
shrimp cocktail | Shrimp cocktail | cup 150 | prawn cocktail
steak and chips | Beef, steak, sirloin, lean only eaten (200 g) + Potato, french fries, NFS (150 g) | plate 350 | steak frites, steak and fries
pie and mash | Beef Pot Pie, frozen entree, prepared (250 g) + Potato, mashed, NFS (200 g) | plate 450 |
toad in the hole | Pork sausage, link/patty, cooked, pan-fried (135 g) + Popover (100 g) | plate 235 |
yorkshire pudding | Popover | piece 40 | yorkshire puddings, yorkies
black pudding | Blood sausage | slice 30 |
scotch egg | Egg, whole, cooked, hard-boiled (50 g) + Pork sausage, link/patty, cooked, pan-fried (50 g) | piece 100 |
pierogi | Pierogi | piece 50 | perogies, pierogies
goulash | Beef and noodles with tomato-based sauce | cup 250 |
chili con carne with rice | Chili with meat and beans (250 g) + Rice, white, cooked, no added fat (158 g) | plate 408 | chilli and rice, chili and rice
stew and dumplings | Stew, beef (300 g) + Dumpling, no meat (60 g) | bowl 360 | beef stew and dumplings
chicken stew | Stew, chicken | bowl 300 | chicken casserole
lamb stew | Stew, lamb | bowl 300 | irish stew, lamb casserole
vegetable stew | Stew, vegetable | bowl 300 |
# Sides and snacks
cheesy chips | Potato, french fries, with cheese | portion 200 | cheese fries, chips and cheese
chili cheese fries | Potato, french fries, with chili and cheese | portion 250 |
chips and gravy | Potato, french fries, NFS (200 g) + Gravy, NFS (60 g) | portion 260 | fries and gravy
large fries | Potato, french fries, fast food | portion 150 | large chips
small fries | Potato, french fries, fast food | portion 71 | small chips
medium fries | Potato, french fries, fast food | portion 111 | medium chips, mcdonalds fries
home fries | Potato, home fries, NFS | cup 150 |
tater tots | Potato tots, NFS | portion 100 | potato tots
cheese and crackers | Crackers, wheat (30 g) + Cheese, Cheddar (30 g) | portion 60 | crackers and cheese
apple with peanut butter | Apple, raw (182 g) + Peanut butter (32 g) | piece 214 | apple and peanut butter
hummus and carrots | Hummus, plain (60 g) + Carrots, raw (80 g) | portion 140 | carrots and hummus, hummus with veg
hummus and pitta | Hummus, plain (60 g) + Bread, pita, white, enriched (60 g) | portion 120 | hummus and pita, pitta and hummus
deviled eggs | Egg, deviled | piece 30 | devilled eggs, deviled egg
pigs in blankets | Pork sausage, link/patty, cooked, pan-fried (20 g) + Pork, cured, bacon, cooked, baked (8 g) | piece 28, several 4 | pigs in a blanket
churros | Churros | piece 40, several 3 | churro
doughnut holes | Doughnut holes | piece 14, several 4 | donut holes, timbits, munchkins
glazed donut | Doughnut, yeast type | piece 60 | glazed doughnut
jam doughnut | Doughnut, jelly | piece 85 | jelly donut, jam donut
apple crumble | Crisp, apple | cup 140 | apple crisp, crumble
fruit crumble | Crisp, berry | cup 140 | berry crumble, berry crisp
peach cobbler | Cobbler, peach | cup 140 | cobbler
cherry pie | Pie, cherry | slice 125 |
blueberry pie | Pie, blueberry | slice 125 |
banana split | Banana split | piece 300 |
rice pudding | Pudding, rice | cup 150 |
bread pudding | Pudding, bread | cup 150 | bread and butter pudding
lemon cake | Cake or cupcake, lemon | slice 80 | lemon drizzle
red velvet cake | Cake or cupcake, red velvet | slice 80 |
victoria sponge | Cake or cupcake, white, no icing | slice 80 | sponge cake
black forest cake | Cake or cupcake, Black Forest | slice 100 | black forest gateau
trifle | Trifle | cup 150 |
sundae | McDONALD'S, Hot Fudge Sundae | piece 180 | hot fudge sundae, ice cream sundae
"""#
