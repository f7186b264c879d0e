// Friendly names for the foods people log most, each pointing at one row of the USDA table
// (USDAFoodsData.swift). Hand-written; `Scripts/generate-foods` and FoodCatalogTests check that
// every USDA name below exists.
//
// One food a line, fields separated by `|` (spaces around them are ignored):
//
//     name | exact USDA name | serving | aliases
//
// - serving: empty when only weights make sense; `40` for a 40 g serving with no name (the food
//   alone means 40 g); `piece 182` for a named serving of 182 g. Serving names are singular. A
//   serving that is part of a whole people also count gives the whole's grams after a comma:
//   `slice 105, whole 840` (a 14-inch pizza of 8 slices, a 250 g baguette). Then `pizza` alone is
//   a slice, `pizza 2 slices` two, and a count without a unit counts wholes: `1/2 pizza`, `a
//   pizza`, `2 pizzas`. A food counted in pieces means two in the plural alone (`eggs`,
//   `biscuits`), or as many as its usual serving has after `several`: `piece 4, several 8`
//   (`olives` alone is 8 olives; `olive`, `an olive` and `olives x1` are one). A
//   standard unit used as a serving name (cup, glass, tbsp, tsp) is given as the weight of that
//   volume of this food (cup = 240 ml, glass = 250 ml, tbsp = 15 ml, tsp = 5 ml), so both
//   readings agree; for drinks ml ≈ g.
// - aliases: comma-separated other names. Plurals need no alias (`eggs` finds `egg`).
// Lines starting with `#` are comments.

/// The friendly-name table, parsed by `FoodCatalog`.
let friendlyFoodsTable = #"""
# Fruit
apple | Apple, raw | piece 182 | red apple, green apple
banana | Bananas, raw | piece 118 |
orange | Oranges, raw, all commercial varieties | piece 131 |
clementine | Clementines, raw | piece 74 | mandarin, tangerine, satsuma
pear | Pears, raw | piece 178 |
grapes | Grapes, raw | cup 151 | grape
strawberry | Strawberries, raw | cup 152 |
blueberry | Blueberries, raw | cup 148 |
raspberry | Raspberries, raw | cup 123 |
blackberry | Blackberries, raw | cup 144 |
cherry | Cherries, sweet, raw | cup 138 |
peach | Peaches, yellow, raw | piece 150 |
nectarine | Nectarines, raw | piece 142 |
plum | Plums, raw | piece 66 |
apricot | Apricots, raw | piece 35 |
mango | Mangos, raw | piece 200 |
pineapple | Pineapple, raw, all varieties | cup 165 |
watermelon | Watermelon, raw | slice 280 |
melon | Melons, cantaloupe, raw | cup 160 | cantaloupe
kiwi | Kiwifruit, green, raw | piece 69 | kiwifruit, kiwi fruit
lemon | Lemons, raw, without peel | piece 58 |
lime | Limes, raw | piece 67 |
grapefruit | Grapefruit, raw | half 123 |
avocado | Avocados, raw, all commercial varieties | piece 150 |
pomegranate | Pomegranates, raw | piece 282 |
papaya | Papayas, raw | cup 145 |
fig | Figs, raw | piece 50 |
dates | Dates, medjool | piece 24, several 3 | date, medjool dates
raisins | Raisins | box 43 | raisin, sultanas
prunes | Plums, dried (prunes), uncooked | piece 10, several 4 | prune, dried plums
dried apricots | Apricots, dried, sulfured, uncooked | 40 | dried apricot
dried cranberries | Cranberries, dried | 40 | craisins
cranberries | Cranberries, raw | cup 100 | cranberry
coconut | Nuts, coconut meat, raw | 40 | coconut meat
applesauce | Applesauce, unsweetened | cup 244 | apple sauce, apple puree
mixed fruit | Fruit mixture, frozen | cup 150 | frozen fruit, frozen berries

# Vegetables
potato | Potato, boiled, NFS | piece 170 | boiled potato, boiled potatoes
baked potato | Potato, baked, peel eaten | piece 170 | jacket potato
mashed potatoes | Potato, mashed, NFS | cup 210 | mashed potato, mash
roast potatoes | Potato, roasted, NFS | cup 160 | roasted potatoes, roast potato
hash browns | Potato, hash brown, NFS | piece 55 | hash brown
sweet potato | Sweet potato, baked, no added fat | piece 150 | yam
broccoli | Broccoli, raw | cup 91 |
spinach | Spinach, raw | cup 30 | baby spinach
carrot | Carrots, raw | piece 61 |
tomato | Tomatoes, raw | piece 123 |
cherry tomatoes | Tomatoes, grape, raw | piece 10, several 6 | cherry tomato, grape tomatoes
cucumber | Cucumber, with peel, raw | cup 104 |
lettuce | Lettuce, raw | cup 47 | salad leaves
romaine | Lettuce, cos or romaine, raw | cup 47 | romaine lettuce, cos lettuce
arugula | Lettuce, arugula, raw | cup 20 | rocket
mixed greens | Mixed salad greens, raw | cup 47 | salad greens, spring mix
onion | Onions, raw | piece 110 |
spring onion | Onions, green, raw | piece 15 | green onion, scallion
garlic | Garlic, raw | clove 3 |
bell pepper | Peppers, sweet, red, raw | piece 119 | red pepper, capsicum, sweet pepper
green pepper | Peppers, sweet, green, raw | piece 119 | green bell pepper
mushroom | Mushrooms, white, raw | cup 70 | button mushroom, champignon
zucchini | Squash, summer, zucchini, includes skin, raw | piece 196 | courgette
squash | Squash, winter, butternut, raw | cup 140 | butternut squash, butternut
cauliflower | Cauliflower, raw | cup 107 |
cabbage | Cabbage, raw | cup 89 |
kale | Kale, raw | cup 21 |
peas | Peas, green, raw | cup 145 | green peas, pea
green beans | Beans, snap, green, raw | cup 100 | string beans, french beans
corn | Corn, sweet, yellow, raw | cup 145 | sweet corn, sweetcorn, corn on the cob
celery | Celery, raw | stalk 40 |
asparagus | Asparagus, raw | spear 16 |
eggplant | Eggplant, raw | cup 82 | aubergine
beetroot | Beets, raw | piece 82 | beet
brussels sprouts | Brussels sprouts, raw | cup 88 | brussels sprout, sprouts
pumpkin | Pumpkin, raw | cup 116 |
mixed vegetables | Vegetables, mixed, frozen, unprepared | cup 135 | frozen vegetables, veggies
stir fry vegetables | Asian stir fry vegetables, cooked, fat added | cup 150 | stir-fried vegetables, veg stir fry
olives | Olives, black | piece 4, several 8 | olive, black olives
pickle | Pickles, cucumber, dill or kosher dill | piece 35 | pickles, gherkin, dill pickle
sauerkraut | Sauerkraut | cup 142 |
coleslaw | Coleslaw | cup 120 | slaw
salad | Mixed salad greens, raw | bowl 85 | green salad, side salad
caesar salad | Caesar salad, with romaine, no dressing | bowl 200 |
greek salad | Greek Salad, no dressing | bowl 200 |
potato salad | Potato salad, home-prepared | cup 250 |
edamame | Edamame, frozen, prepared | cup 155 |

# Grains, bread, cereal
oats | Oats, whole grain, rolled, old fashioned | 40 | rolled oats, porridge oats, oat flakes
oatmeal | Oatmeal, NFS | cup 234 | porridge
rice | Rice, white, cooked, no added fat | cup 158 | white rice, cooked rice, steamed rice
brown rice | Rice, brown, cooked, no added fat | cup 195 |
fried rice | Rice, fried, NFS | cup 137 |
pasta | Pasta, cooked | cup 140 | spaghetti, penne, macaroni, fusilli
whole wheat pasta | Pasta, whole grain, cooked | cup 140 | wholewheat pasta, whole grain pasta
noodles | Noodles, cooked | cup 160 | egg noodles, noodle
rice noodles | Rice noodles, cooked | cup 176 |
bread | Bread, white, commercially prepared | slice 28 | white bread
whole wheat bread | Bread, whole-wheat, commercially prepared | slice 32 | wholemeal bread, brown bread, whole grain bread, wholegrain bread
rye bread | Bread, rye | slice 32 | rye
sourdough | Bread, sour dough | slice 50 | sourdough bread
toast | Bread, white, commercially prepared, toasted | slice 25 | white toast
baguette | Bread, French or Vienna | slice 25, whole 250 | french bread
garlic bread | Garlic bread, NFS | slice 30 |
naan | Bread, naan | piece 90 | nan bread
pita | Bread, pita, white, enriched | piece 60 | pitta, pita bread
bagel | Bagel | piece 105 |
croissant | Croissants, butter | piece 57 |
muffin | Muffin, NFS | piece 113 |
english muffin | Muffin, English | piece 57 |
roll | Roll, white, soft | piece 28 | bread roll, dinner roll
bun | Rolls, hamburger or hotdog, plain | piece 44 | burger bun, hot dog bun
tortilla | Tortilla, flour | piece 45 | flour tortilla, wrap
corn tortilla | Tortilla, corn | piece 26 |
biscuit | Biscuit, NFS | piece 60 |
scone | Scone | piece 70 |
quinoa | Quinoa, cooked | cup 185 |
couscous | Couscous, cooked | cup 157 |
bulgur | Bulgur, cooked | cup 182 | bulgur wheat, bulghur
cereal | Cereal, ready-to-eat, NFS | cup 30 | breakfast cereal
corn flakes | Cereal, corn flakes, plain | cup 28 | cornflakes
granola | Cereal, granola | 50 |
muesli | Cereals ready-to-eat, FAMILIA | 50 |
pancake | Pancakes, plain | piece 38, several 3 |
waffle | Waffle, plain | piece 75 |
french toast | French toast, plain | slice 65 |
crackers | Crackers, wheat | piece 3, several 5 | cracker
rice cake | Rice cake | piece 9 | rice cakes
flour | Wheat flour, white, all-purpose, unenriched | cup 125 | plain flour, all-purpose flour, wheat flour

# Dairy and eggs
milk | Milk, whole | glass 250 | whole milk, full fat milk
semi-skimmed milk | Milk, reduced fat (2%) | glass 250 | 2% milk, reduced fat milk, semi skimmed milk
low fat milk | Milk, low fat (1%) | glass 250 | 1% milk, lowfat milk
skim milk | Milk, fat free (skim) | glass 250 | skimmed milk, nonfat milk, fat free milk
chocolate milk | Chocolate milk, NFS | glass 250 |
buttermilk | Buttermilk | glass 250 |
soy milk | Soy milk, unsweetened | glass 250 | soymilk, soya milk
almond milk | Almond milk, unsweetened | glass 250 |
oat milk | Oat milk | glass 250 | oatmilk
coconut milk | Coconut milk, used in cooking | |
kefir | Kefir | glass 250 |
yogurt | Yogurt, plain, whole milk | pot 150 | yoghurt, plain yogurt, natural yogurt
greek yogurt | Yogurt, Greek, plain, whole milk | pot 150 | greek yoghurt
nonfat greek yogurt | Yogurt, Greek, plain, nonfat | pot 150 | 0% greek yogurt, fat free greek yogurt, skyr
fruit yogurt | Yogurt, whole milk, fruit | pot 150 | fruit yoghurt
cheese | Cheese, Cheddar | slice 28 | cheddar, cheddar cheese
mozzarella | Cheese, Mozzarella, NFS | 28 | mozzarella cheese
parmesan | Cheese, parmesan, grated | tbsp 5 | parmigiano, parmesan cheese
feta | Cheese, Feta | 28 | feta cheese
goat cheese | Cheese, goat | 28 | chevre
brie | Cheese, Brie | 28 |
swiss cheese | Cheese, Swiss | slice 28 | emmental, swiss
gouda | Cheese, gouda | slice 28 |
american cheese | Cheese, American | slice 21 | cheese slice
blue cheese | Cheese, blue | 28 | gorgonzola, roquefort
cottage cheese | Cheese, cottage, NFS | 113 |
cream cheese | Cream cheese, regular, plain | tbsp 14.5 | philadelphia
ricotta | Cheese, Ricotta | |
butter | Butter, salted | tbsp 14 |
margarine | Margarine, NFS | tbsp 14 |
cream | Cream, heavy | tbsp 15 | heavy cream, double cream, whipping cream
half and half | Cream, half and half | tbsp 15 | single cream, light cream
sour cream | Sour cream, regular | tbsp 12 |
whipped cream | Cream, whipped | |
coffee creamer | Coffee creamer, liquid | tbsp 15 | creamer
ice cream | Ice creams, vanilla | scoop 66 | vanilla ice cream
chocolate ice cream | Ice creams, chocolate | scoop 66 |
frozen yogurt | Frozen yogurt, vanilla | scoop 72 | froyo
milkshake | Shake, fast food, vanilla | glass 250 | milk shake, shake
egg | Egg, whole, raw, fresh | piece 50 | whole egg
boiled egg | Egg, whole, cooked, hard-boiled | piece 50 | hard boiled egg, hard-boiled egg, soft boiled egg
fried egg | Egg, whole, cooked, fried | piece 46 |
poached egg | Egg, whole, cooked, poached | piece 50 |
scrambled eggs | Egg, whole, cooked, scrambled | 120 | scrambled egg
omelette | Egg, whole, cooked, omelet | 120 | omelet
egg white | Egg, white, raw, fresh | piece 33 |

# Meat and poultry
chicken breast | Chicken breast, rotisserie, skin not eaten | piece 150 | chicken fillet
raw chicken breast | Chicken, breast, boneless, skinless, raw | |
chicken | Chicken breast, rotisserie, skin not eaten | | roast chicken, cooked chicken
grilled chicken | Chicken fillet, grilled | piece 150 | grilled chicken breast
chicken thigh | Chicken thigh, rotisserie, skin not eaten | piece 70 |
chicken drumstick | Chicken drumstick, rotisserie, skin eaten | piece 75 | drumstick
chicken wings | Chicken wing, rotisserie | piece 32, several 6 | chicken wing, wings
chicken nuggets | Chicken nuggets, NFS | piece 16, several 6 | nuggets, chicken nugget
chicken tenders | Fast foods, chicken tenders | piece 30, several 3 | chicken strips, chicken fingers
fried chicken | Chicken fillet, breaded | piece 140 | breaded chicken
chicken salad | Chicken salad spread | cup 220 |
turkey | Turkey, light meat, skin not eaten | | turkey breast, roast turkey
deli turkey | Turkey, white, rotisserie, deli cut | slice 28 | turkey slices, sliced turkey
ground turkey | Turkey, Ground, cooked | | turkey mince
steak | Beef, steak, NFS | piece 200 | beef steak
sirloin steak | Beef, steak, sirloin, lean only eaten | piece 200 | sirloin
ground beef | Beef, ground | | minced beef, beef mince, mince, hamburger meat
beef | Beef, NFS | |
roast beef | Beef, roast | |
beef stew | Stew, beef | bowl 250 | stew
pork chop | Pork, chop, lean only eaten | piece 145 |
pork | Pork, roast | | roast pork
pulled pork | Pulled pork in barbecue sauce | |
bacon | Pork, cured, bacon, cooked, baked | slice 8 | rasher
ham | Ham | slice 28 |
prosciutto | Ham, prosciutto | slice 15 | parma ham
sausage | Pork sausage | piece 50 | banger
chorizo | Chorizo | |
salami | Salami, NFS | slice 10 |
pepperoni | Pepperoni, NFS | slice 2 |
frankfurter | Frankfurter, meat | piece 45 | frank, wiener, hot dog sausage
meatballs | Meatballs, frozen, Italian style | piece 30, several 4 | meatball
lamb | Lamb, NS as to cut | |
duck | Duck, roasted, skin not eaten | |
beef jerky | Beef jerky | 28 | jerky

# Fish and seafood
salmon | Fish, salmon, coho, farmed, cooked, dry heat | fillet 150 | baked salmon, grilled salmon
raw salmon | Fish, salmon, Atlantic, farmed, raw | |
smoked salmon | Fish, salmon, smoked | 50 | lox
tuna | Fish, tuna, canned | can 112 | canned tuna, tinned tuna
tuna steak | Fish, tuna, cooked | |
tuna salad | Fish, tuna salad | cup 205 |
cod | Fish, cod, Atlantic, cooked, dry heat | fillet 150 |
haddock | Fish, haddock, cooked, dry heat | fillet 150 |
tilapia | Fish, tilapia, baked or broiled | fillet 87 |
white fish | Fish, white, mixed species, grilled | fillet 150 | fish
trout | Fish, trout, baked or broiled | fillet 140 |
mackerel | Fish, mackerel, baked or broiled | fillet 110 |
sardines | Fish, sardines, canned | piece 12, several 4 | sardine
fish sticks | Fish, fish sticks, frozen, prepared | piece 28, several 4 | fish fingers, fish stick, fish finger
shrimp | Shrimp, steamed or boiled | | prawns, prawn
crab | Crab | |
lobster | Lobster | |
mussels | Mussels | |
oysters | Oysters, raw | piece 14, several 6 | oyster
scallops | Scallops, steamed or boiled | |
calamari | Calamari, fried | | fried squid
sushi | Sushi, NFS | piece 30 | maki
california roll | Sushi roll, California | piece 30 |

# Legumes, soy
tofu | Tofu, extra firm, prepared with nigari | | bean curd, firm tofu
tempeh | Tempeh | |
lentils | Lentils, from dried, no added fat | cup 198 | lentil
chickpeas | Chickpeas, from canned, no added fat | cup 164 | chickpea, garbanzo beans, garbanzos
black beans | Black beans, from canned, no added fat | cup 172 |
kidney beans | Kidney beans, from canned, no added fat | cup 177 | red kidney beans
pinto beans | Pinto beans, from canned, no added fat | cup 171 |
white beans | White beans, from canned, no added fat | cup 179 | cannellini beans, navy beans
beans | Beans, NFS | cup 172 |
baked beans | Baked beans | cup 254 |
refried beans | Refried beans | cup 238 |
soybeans | Soybeans, cooked | cup 172 | soya beans
hummus | Hummus, plain | tbsp 15 | houmous, hummous
falafel | Falafel, home-prepared | piece 17 |
dal | Dal | cup 200 | dhal, daal, dahl

# Nuts and seeds
almonds | Nuts, almonds | handful 28 | almond
walnuts | Nuts, walnuts, english | handful 28 | walnut
cashews | Cashews, NFS | handful 28 | cashew, cashew nuts
peanuts | Peanuts, NFS | handful 28 | peanut
pistachios | Pistachio nuts, NFS | handful 28 | pistachio
hazelnuts | Nuts, hazelnuts or filberts | handful 28 | hazelnut, filberts
pecans | Pecans, NFS | handful 28 | pecan
mixed nuts | Mixed nuts, NFS | handful 28 | nuts
peanut butter | Peanut butter | tbsp 16 | pb
almond butter | Almond butter | tbsp 16 |
tahini | Tahini | tbsp 15 | sesame paste
sunflower seeds | Sunflower seeds, NFS | tbsp 9 |
pumpkin seeds | Pumpkin seeds, NFS | tbsp 8 | pepitas
chia seeds | Seeds, chia seeds, dried | tbsp 12 | chia
flaxseed | Seeds, flaxseed | tbsp 10 | flax seeds, flax, linseed
sesame seeds | Sesame seeds | tbsp 9 |
trail mix | Trail mix, NFS | 40 |

# Snacks and sweets
chocolate | Candies, milk chocolate | bar 44 | milk chocolate, chocolate bar
dark chocolate | Chocolate, dark, 70-85% cacao solids | square 10 |
chocolate chips | Chocolate chips | tbsp 10 |
candy | Candy, NFS | 30 | sweets
gummy bears | Candy, gummy | 30 | gummies, gummy candy
potato chips | Potato chips, plain | bag 28 | chips, crisps
tortilla chips | Tortilla chips, plain | 28 |
popcorn | Snacks, popcorn, air-popped | cup 8 |
pretzels | Pretzels, hard, NFS | 30 | pretzel
soft pretzel | Pretzels, soft | piece 115 |
granola bar | Cereal or Granola bar, NFS | piece 28 | cereal bar, muesli bar
protein bar | Nutrition bar or meal replacement bar, NFS | piece 60 | energy bar
cookie | Cookie, NFS | piece 15 |
chocolate chip cookie | Cookie, chocolate chip | piece 16 |
oatmeal cookie | Cookie, oatmeal | piece 18 |
brownie | Cookie, brownie, without icing | piece 56 |
cake | Cake or cupcake, NFS | slice 80 | cupcake
chocolate cake | Cake or cupcake, chocolate, no icing | slice 95 |
carrot cake | Cake or cupcake, carrot | slice 100 |
cheesecake | Cheesecake, plain | slice 100 |
donut | Doughnut, NFS | piece 60 | doughnut
cinnamon roll | Roll, sweet, cinnamon bun, frosted | piece 80 | cinnamon bun
danish | Danish pastry, with fruit | piece 70 | danish pastry, pastry
apple pie | Pie, apple | slice 125 | pie
pumpkin pie | Pie, pumpkin | slice 110 |
pudding | Pudding, chocolate, ready-to-eat | pot 113 | chocolate pudding
jello | Gelatin dessert | pot 100 | jelly dessert, gelatin
popsicle | Popsicle | piece 52 | ice lolly, ice pop
sorbet | Sorbet | scoop 70 |

# Fast food and dishes
pizza | PIZZA HUT 14 Cheese Pizza, Hand-Tossed Crust | slice 105, whole 840 | cheese pizza, margherita
pepperoni pizza | PIZZA HUT 14 Pepperoni Pizza, Pan Crust | slice 113, whole 904 |
hamburger | Hamburger, NFS | piece 110 | burger
cheeseburger | Cheeseburger, NFS | piece 120 |
veggie burger | Veggie burger, on bun | piece 150 |
fries | Potato, french fries, NFS | portion 117 | french fries, frites
sweet potato fries | Sweet potato fries, NFS | portion 117 |
onion rings | Fried onion rings | portion 100 |
hot dog | Hot dog sandwich, NFS, on white bun | piece 100 |
chicken sandwich | Chicken fillet sandwich, fried, on white bun | piece 180 |
sandwich | Sandwich, NFS | piece 150 |
ham sandwich | Ham sandwich on white | piece 150 |
turkey sandwich | Turkey sandwich on white | piece 150 |
club sandwich | Club sandwich on white | piece 250 |
blt | Bacon, lettuce, tomato sandwich on white | piece 150 |
grilled cheese | Grilled cheese sandwich, NFS | piece 120 | grilled cheese sandwich, cheese toastie
egg sandwich | Egg sandwich on English muffin | piece 140 | egg mcmuffin, breakfast sandwich
burrito | Burrito, NFS | piece 220 |
taco | Taco, NFS | piece 90 |
nachos | Nachos, NFS | plate 200 |
quesadilla | Quesadilla, NFS | piece 180 |
enchilada | Enchilada, NFS | piece 160 |
gyro | Gyro sandwich | piece 250 | kebab, doner kebab, doner, shawarma
spring roll | Egg roll, meatless | piece 64 | egg roll
dumplings | Wonton, dumpling or pot sticker, steamed | piece 20, several 6 | dumpling, gyoza, potstickers, wonton
ramen | Ramen bowl, NFS | bowl 500 |
instant noodles | Soup, ramen noodles, water added | bowl 250 | cup noodles
pho | Soup, pho, with meat | bowl 600 |
pad thai | Pad Thai, NFS | plate 300 |
lo mein | Lo mein, NFS | plate 300 | chow mein
orange chicken | Orange chicken | cup 150 |
chicken curry | Chicken curry | bowl 300 | curry
vegetable curry | Vegetable curry | bowl 300 |
biryani | Biryani with chicken | plate 300 |
chili | Chili with meat and beans | cup 250 | chili con carne, chilli con carne, chilli
lasagna | Lasagna with meat | piece 250 | lasagne
spaghetti bolognese | OLIVE GARDEN, spaghetti with meat sauce | plate 350 | spaghetti with meat sauce, bolognese, spag bol, spaghetti bol
pasta with sauce | Pasta with sauce, NFS | plate 300 | pasta with tomato sauce
mac and cheese | Macaroni or noodles with cheese | cup 200 | macaroni and cheese, mac n cheese
paella | Paella, NFS | plate 300 |
shepherd's pie | Shepherd's pie | plate 300 | shepherds pie, cottage pie
quiche | Spinach quiche, meatless | slice 150 |
eggs benedict | Egg, Benedict | 200 |

# Soups
soup | Soup, NFS | bowl 250 |
chicken soup | Soup, chicken | bowl 250 |
chicken noodle soup | Soup, chicken noodle | bowl 250 |
tomato soup | Soup, tomato, canned | bowl 250 |
cream of tomato soup | Soup, cream of tomato | bowl 250 | cream of tomato
vegetable soup | Soup, vegetable | bowl 250 |
lentil soup | Soup, lentil | bowl 250 |
minestrone | Soup, minestrone | bowl 250 |
miso soup | Soup, miso or tofu | bowl 240 | miso
french onion soup | Soup, French onion | bowl 250 | onion soup
broth | Soup, broth | cup 240 | stock, bone broth

# Condiments, fats, sugar
ketchup | Catsup | tbsp 17 | catsup, tomato ketchup
mayonnaise | Mayonnaise, regular | tbsp 14 | mayo
mustard | Mustard, prepared, yellow | tsp 6 |
soy sauce | Soy sauce | tbsp 16 | soya sauce
salsa | Salsa, red | tbsp 16 |
guacamole | Guacamole, NFS | tbsp 15 | guac
bbq sauce | Barbecue sauce | tbsp 17 | barbecue sauce
hot sauce | Sauce, hot chile, sriracha | tsp 6 | sriracha, chili sauce
pesto | Pesto sauce | tbsp 16 |
tomato sauce | Spaghetti sauce | cup 250 | marinara, pasta sauce, marinara sauce
gravy | Gravy, NFS | 60 |
teriyaki sauce | Teriyaki sauce | tbsp 18 | teriyaki
ranch | Ranch dressing | tbsp 15 | ranch dressing
salad dressing | Salad dressing, NFS, for salads | tbsp 15 | dressing
vinaigrette | Italian dressing, made with vinegar and oil | tbsp 15 | italian dressing
vinegar | Vinegar | tbsp 15 |
balsamic vinegar | Vinegar, balsamic | tbsp 16 | balsamic
olive oil | Oil, olive, salad or cooking | tbsp 13.5 |
vegetable oil | Vegetable oil, NFS | tbsp 14 | cooking oil, oil
canola oil | Oil, canola | tbsp 14 | rapeseed oil
coconut oil | Oil, coconut | tbsp 13.6 |
sugar | Sugars, granulated | tsp 4 | white sugar, granulated sugar
brown sugar | Sugars, brown | tsp 4.6 |
honey | Honey | tbsp 21 |
maple syrup | Syrups, maple | tbsp 20 |
jam | Jams and preserves | tbsp 20 | jelly, preserves, marmalade
nutella | Chocolate-flavored hazelnut spread | tbsp 18.5 | chocolate spread, hazelnut spread
salt | Salt, table | tsp 6 |

# Drinks with food value (caffeinated drinks are in the drink catalog)
orange juice | Orange juice, 100%, NFS | glass 250 | oj
apple juice | Apple juice, 100% | glass 250 |
cranberry juice | Cranberry juice blend, 100% juice | glass 250 |
tomato juice | Tomato juice, 100% | glass 250 |
lemonade | Lemonade, fruit juice drink | glass 250 |
coconut water | Coconut water, unsweetened | glass 250 |
smoothie | Fruit smoothie, NFS | glass 250 | fruit smoothie
hot chocolate | Hot chocolate / cocoa, NFS | cup 250 | cocoa
protein shake | Beverages, Protein powder whey based | scoop 30 | protein powder, whey protein, whey
beer | Beer | bottle 355 |
light beer | Beer, light | bottle 355 |
wine | Wine, red | 150 | red wine
white wine | Wine, white | 150 |
sparkling wine | Wine, sparkling | 120 | champagne, prosecco, cava
cider | Hard cider | bottle 355 | hard cider
vodka | Vodka | shot 42 |
whiskey | Whiskey | shot 42 | whisky, bourbon, scotch
gin | Gin | shot 42 |
gin and tonic | Gin and tonic | glass 250 | g&t
margarita | Margarita | glass 250 |
"""#
