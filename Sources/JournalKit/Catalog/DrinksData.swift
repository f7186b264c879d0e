// The built-in drinks, hand-written from published figures; DrinkCatalog.swift reads this table.
//
// One drink a line, fields separated by `|` (spaces around them are ignored):
//
//     name | category | serving | caffeine mg | kcal | sugar g | carbs g | sodium mg | fat g | protein g | sizes | source | aliases
//
// - category: what kind of drink it is, for caffeine by category (`DrinkCategory`): coffee,
//   tea, soda, energy, chocolate, alcohol, water, juice or milk.
// - serving: the drink alone (`drink latte`): a name and its size in ml (`cup 240`, `medium 473`).
//   Caffeine, kcal, sugar, carbs, sodium, fat and protein are for this serving.
// - sizes: comma-separated `NAME ML` or `NAME ML CAFFEINE`: other sizes the drink is ordered in
//   (`tall 354 75`, `pint 568`). Written before or after the name (`grande latte`, `latte
//   grande`, `pint beer`) or as its unit (`latte 2 talls`, `beer 2 pints`). A size scales
//   every figure of the serving by its volume, except caffeine when the size gives its own
//   (a coffee shop's tall and grande latte both hold the same shots: Starbucks gives 75 and 150
//   mg). For coffee-shop drinks small, medium and large are the chain's tall, grande and venti.
// - source: where the figures come from. Caffeine: the Mayo Clinic's caffeine table ("Caffeine
//   content for coffee, tea, soda and more"), the maker's published figures (Starbucks' drink
//   nutrition, the can's label), or 0 for drinks with no caffeine (herbal teas, juices, milks,
//   alcohol). `USDA: NAME` means energy, sugar and carbs are that USDA FoodData Central row
//   (USDAFoodsData.swift) scaled to the serving (1 ml = 1 g); DrinkCatalogTests checks them. A
//   `+` joins two sources (`2 espresso shots + 60 ml whole milk`).
// - sodium, fat, protein: the label's figures for the serving, where the source is a label
//   that states them (the cans' labels: Coca-Cola, Pepsi, Red Bull, Monster …; a label's `0 g`
//   is written 0). Blank: they come, with fiber and vitamin C, from the USDA rows the source
//   names (DrinkCatalog.swift, `DrinkTable.otherNutrients`): the drink's own row (`USDA: Milk,
//   whole`), and milk added (`+ USDA whole milk (60 ml)`). For a coffee-shop drink made with
//   milk the milk is the amount its published energy and sugar leave room for, the rest being
//   sugar from syrup (`(kcal - 4 x sugar) / (milk kcal - 4 x milk sugar)` per ml), at most the
//   cup less two shots (a mocha's chocolate and whipped cream are not counted in its fat); a
//   drink whose source names no USDA row and no label figure has none of them (black coffee,
//   tea, spirits).
// - aliases: comma-separated other names (lower-case). Plurals need no alias.
// Lines starting with `#` are comments.

/// The built-in drinks table, read by ``DrinkCatalog``.
let drinksTable = #"""
# Coffee
coffee | coffee | cup 240 | 95 | 2 | 0 | 0 |  |  |  | mug 350, small 236, medium 354, large 473, short 236 155, tall 354 235, grande 473 310, venti 591 410 | Mayo Clinic (brewed, 8 oz); Starbucks (Pike Place, by size) | brewed coffee, filter coffee, drip coffee, black coffee
coffee with milk | coffee | cup 270 | 95 | 17 | 1.5 | 1.5 |  |  |  | mug 350, small 236, medium 354, large 473 | Mayo Clinic (brewed, 8 oz) + USDA 2% milk (30 ml) | white coffee, milky coffee, coffee with a splash of milk
espresso | coffee | shot 30 | 63 | 3 | 0 | 0 |  |  |  | single 30, double 60 126, doppio 60 126, triple 90 189 | Mayo Clinic (1 oz) | espresso shot, short black, ristretto
double espresso | coffee | shot 60 | 126 | 6 | 0 | 0 |  |  |  |  | Mayo Clinic (2 x 1 oz) | doppio, double shot
decaf espresso | coffee | shot 30 | 1 | 3 | 0 | 0 |  |  |  | double 60 | Mayo Clinic (decaf, 1 oz) | decaffeinated espresso
instant coffee | coffee | cup 240 | 62 | 5 | 0 | 0 |  |  |  | mug 350, small 236, large 473 | Mayo Clinic (instant, 8 oz) | nescafe, instant
decaf | coffee | cup 240 | 2 | 2 | 0 | 0 |  |  |  | mug 350, small 236, medium 354, large 473, tall 354 20, grande 473 25, venti 591 30 | Mayo Clinic (brewed decaf, 8 oz); Starbucks (brewed decaf, by size) | decaf coffee, decaffeinated coffee
decaf instant coffee | coffee | cup 240 | 2 | 5 | 0 | 0 |  |  |  | mug 350 | Mayo Clinic (instant decaf, 8 oz) | instant decaf
americano | coffee | medium 473 | 225 | 15 | 0 | 2 |  |  |  | short 236 75, tall 354 150, grande 473 225, venti 591 300, small 354 150, large 591 300 | Starbucks (Caffè Americano) | caffe americano, caffè americano, cafe americano
iced americano | coffee | medium 473 | 225 | 15 | 0 | 2 |  |  |  | tall 354 150, grande 473 225, venti 709 300, small 354 150, large 709 300 | Starbucks (Iced Caffè Americano) | iced caffe americano
long black | coffee | cup 200 | 126 | 6 | 0 | 0 |  |  |  |  | Mayo Clinic (2 espresso shots) |
latte | coffee | medium 473 | 150 | 190 | 18 | 19 |  |  |  | short 236 75, tall 354 75, grande 473 150, venti 591 150, small 354 75, large 591 150 | Starbucks (Caffè Latte, 2% milk) + USDA 2% milk (390 ml) | caffe latte, caffè latte, cafe latte, café latte, coffee latte, oat latte, oat milk latte, soy latte, almond milk latte
iced latte | coffee | medium 473 | 150 | 130 | 11 | 13 |  |  |  | tall 354 75, grande 473 150, venti 709 225, small 354 75, large 709 225 | Starbucks (Iced Caffè Latte, 2% milk) + USDA 2% milk (285 ml) | iced caffe latte, iced cafe latte, iced coffee latte
vanilla latte | coffee | medium 473 | 150 | 250 | 35 | 37 |  |  |  | short 236 75, tall 354 75, grande 473 150, venti 591 150, small 354 75, large 591 150 | Starbucks (Vanilla Latte, 2% milk) + USDA 2% milk (360 ml) |
latte macchiato | coffee | medium 473 | 225 | 190 | 18 | 19 |  |  |  | short 236 150, tall 354 150, grande 473 225, venti 591 225, small 354 150, large 591 225 | Starbucks (Latte Macchiato, 2% milk) + USDA 2% milk (390 ml) |
cappuccino | coffee | medium 473 | 150 | 140 | 12 | 14 |  |  |  | short 236 75, tall 354 75, grande 473 150, venti 591 150, small 354 75, large 591 150 | Starbucks (Cappuccino, 2% milk) + USDA 2% milk (300 ml) | cappucino, capuccino, cappuchino
flat white | coffee | cup 236 | 130 | 110 | 9 | 9 |  |  |  | short 236 130, tall 354 130, grande 473 195, venti 591 195, small 354 130, medium 473 195, large 591 195 | Starbucks (Flat White, whole milk, short: a flat white's cup is small) + USDA whole milk (176 ml) | flatwhite
cortado | coffee | cup 120 | 126 | 43 | 3 | 3 |  |  |  |  | Mayo Clinic (2 espresso shots) + USDA whole milk (60 ml) |
macchiato | coffee | shot 45 | 63 | 12 | 0.7 | 0.7 |  |  |  | single 45, double 90 126 | Mayo Clinic (espresso) + USDA whole milk (15 ml) | espresso macchiato, caffe macchiato, caffè macchiato
caramel macchiato | coffee | medium 473 | 150 | 250 | 33 | 35 |  |  |  | short 236 75, tall 354 75, grande 473 150, venti 591 150, small 354 75, large 591 150 | Starbucks (Caramel Macchiato, 2% milk) + USDA 2% milk (390 ml) | iced caramel macchiato
mocha | coffee | medium 473 | 175 | 370 | 35 | 43 |  |  |  | short 236 90, tall 354 95, grande 473 175, venti 591 180, small 354 95, large 591 180 | Starbucks (Caffè Mocha, 2% milk, whipped cream) + USDA 2% milk (415 ml) | caffe mocha, caffè mocha, cafe mocha, mochaccino
white chocolate mocha | coffee | medium 473 | 150 | 430 | 53 | 54 |  |  |  | short 236 75, tall 354 75, grande 473 150, venti 591 150, small 354 75, large 591 150 | Starbucks (White Chocolate Mocha, 2% milk, whipped cream) + USDA 2% milk (415 ml) | white mocha
pumpkin spice latte | coffee | medium 473 | 150 | 390 | 50 | 52 |  |  |  | short 236 75, tall 354 75, grande 473 150, venti 591 150, small 354 75, large 591 150 | Starbucks (Pumpkin Spice Latte, 2% milk, whipped cream) + USDA 2% milk (415 ml) | psl, pumpkin latte
caffe misto | coffee | medium 473 | 150 | 110 | 10 | 10 |  |  |  | short 236 75, tall 354 115, grande 473 150, venti 591 195, small 354 115, large 591 195 | Starbucks (Caffè Misto) + USDA 2% milk (230 ml) | cafe au lait, café au lait, misto, caffè misto
cold brew | coffee | medium 473 | 205 | 5 | 0 | 0 |  |  |  | tall 354 155, grande 473 205, venti 709 310, trenta 887 360, small 354 155, large 709 310 | Starbucks (Cold Brew) | cold brew coffee
iced coffee | coffee | medium 473 | 165 | 80 | 20 | 20 |  |  |  | tall 354 120, grande 473 165, venti 709 235, small 354 120, large 709 235 | Starbucks (Iced Coffee, sweetened) |
frappuccino | coffee | medium 473 | 95 | 230 | 45 | 46 |  |  |  | tall 354, grande 473, venti 709, small 354, large 709 | Starbucks (Coffee Frappuccino) | coffee frappuccino, frappe, frappé
caramel frappuccino | coffee | medium 473 | 90 | 380 | 54 | 55 |  |  |  | tall 354, grande 473, venti 709, small 354, large 709 | Starbucks (Caramel Frappuccino, whipped cream) |
mocha frappuccino | coffee | medium 473 | 100 | 370 | 51 | 54 |  |  |  | tall 354, grande 473, venti 709, small 354, large 709 | Starbucks (Mocha Frappuccino, whipped cream) |

# Tea and tea lattes
black tea | tea | cup 240 | 47 | 2 | 0 | 0 |  |  |  | mug 350, small 236, large 473, pot 700 | Mayo Clinic (brewed black, 8 oz) | tea, regular tea, normal tea, ordinary tea, black tea bag
english breakfast tea | tea | cup 240 | 47 | 2 | 0 | 0 |  |  |  | mug 350, pot 700 | Mayo Clinic (brewed black, 8 oz) | english breakfast, breakfast tea, yorkshire tea, pg tips, cuppa
earl grey | tea | cup 240 | 47 | 2 | 0 | 0 |  |  |  | mug 350, pot 700 | Mayo Clinic (brewed black, 8 oz) | earl grey tea, lady grey
assam tea | tea | cup 240 | 47 | 2 | 0 | 0 |  |  |  | mug 350, pot 700 | Mayo Clinic (brewed black, 8 oz) | assam
darjeeling tea | tea | cup 240 | 47 | 2 | 0 | 0 |  |  |  | mug 350, pot 700 | Mayo Clinic (brewed black, 8 oz) | darjeeling
chai tea | tea | cup 240 | 47 | 2 | 0 | 0 |  |  |  | mug 350 | Mayo Clinic (brewed black, 8 oz) | masala chai, spiced tea
tea with milk | tea | mug 270 | 47 | 17 | 1.5 | 1.5 |  |  |  | cup 270 | Mayo Clinic (brewed black, 8 oz) + USDA 2% milk (30 ml) | milky tea, tea with a splash of milk, white tea with milk, builder's tea, builders tea, builder's brew
decaf tea | tea | cup 240 | 2 | 2 | 0 | 0 |  |  |  | mug 350 | Mayo Clinic (brewed black, decaf, 8 oz) | decaffeinated tea, decaf black tea
green tea | tea | cup 240 | 28 | 2 | 0 | 0 |  |  |  | mug 350, small 236, large 473 | Mayo Clinic (brewed green, 8 oz) | sencha, gunpowder tea
jasmine tea | tea | cup 240 | 28 | 2 | 0 | 0 |  |  |  | mug 350 | Mayo Clinic (brewed green, 8 oz) | jasmine green tea
iced tea | tea | glass 240 | 26 | 108 | 22.8 | 25.9 |  |  |  | bottle 500, can 355, large 473 | Mayo Clinic (ready-to-drink black, 8 oz); USDA: Tea, iced, bottled, black | ice tea, bottled iced tea, sweet tea, lipton iced tea, peach iced tea, lemon iced tea
unsweetened iced tea | tea | glass 240 | 26 | 2.4 | 0 | 0.7 |  |  |  | bottle 500, large 473 | Mayo Clinic (ready-to-drink black, 8 oz); USDA: Tea, iced, brewed, black, unsweetened | unsweet tea, plain iced tea
chai latte | tea | medium 473 | 95 | 240 | 42 | 45 |  |  |  | short 236 50, tall 354 70, grande 473 95, venti 591 120, small 354 70, large 591 120 | Starbucks (Chai Tea Latte, 2% milk) + USDA 2% milk (235 ml) | chai tea latte, chai, iced chai latte
matcha latte | tea | medium 473 | 80 | 240 | 32 | 34 |  |  |  | short 236 25, tall 354 55, grande 473 80, venti 591 110, small 354 55, large 591 110 | Starbucks (Matcha Tea Latte, 2% milk) + USDA 2% milk (370 ml) | matcha tea latte, green tea latte, iced matcha latte, matcha
london fog | tea | medium 473 | 40 | 180 | 21 | 22 |  |  |  | tall 354 40, grande 473 40, venti 591 40, small 354 40, large 591 40 | Starbucks (London Fog / Earl Grey Tea Latte, 2% milk) + USDA 2% milk (315 ml) | london fog latte, earl grey latte

# Herbal teas and hot drinks without caffeine (0 mg)
herbal tea | tea | cup 240 | 0 | 2.4 | 0 | 0.5 |  |  |  | mug 350 | caffeine-free; USDA: Tea, hot, herbal | herb tea, tisane, infusion, fruit tea, berry tea, fennel tea, nettle tea, lemon verbena, decaf herbal tea
peppermint tea | tea | cup 240 | 0 | 2.4 | 0 | 0.5 |  |  |  | mug 350 | caffeine-free; USDA: Tea, hot, herbal | peppermint, mint tea, fresh mint tea, moroccan mint tea
chamomile tea | tea | cup 240 | 0 | 2.4 | 0 | 0.5 |  |  |  | mug 350 | caffeine-free; USDA: Tea, hot, chamomile | chamomile, camomile, camomile tea
rooibos | tea | cup 240 | 0 | 2.4 | 0 | 0.5 |  |  |  | mug 350 | caffeine-free; USDA: Tea, hot, herbal | rooibos tea, redbush, redbush tea, red bush tea
hibiscus tea | tea | cup 240 | 0 | 0 | 0 | 0 |  |  |  | mug 350 | caffeine-free; USDA: Tea, hot, hibiscus | hibiscus
ginger tea | tea | cup 240 | 0 | 2.4 | 0 | 0.4 |  |  |  | mug 350 | caffeine-free; USDA: Tea, ginger | lemon and ginger tea, lemon ginger tea, lemon and ginger, ginger and lemon tea
hot water with lemon | water | mug 250 | 0 | 2 | 0.2 | 0.6 |  |  |  | cup 250 | caffeine-free; USDA lemon juice, raw (10 ml) | hot lemon, hot water and lemon, lemon water
hot chocolate | chocolate | cup 250 | 15 | 180 | 30 | 34.8 |  |  |  | mug 250, small 236, large 354, short 236 15, tall 354 20, grande 473 25, venti 591 30 | Starbucks (caffeine: Hot Chocolate, short 8 oz, and by size); USDA: Hot chocolate / cocoa, NFS | hot cocoa, cocoa, drinking chocolate

# Yerba mate and energy drinks
yerba mate | tea | cup 240 | 40 | 2 | 0 | 0 |  |  |  | mug 350, gourd 240 | Guayakí (tea bag: 40 mg) | mate, yerba mate tea, mate tea, terere
canned yerba mate | energy | can 458 | 150 | 120 | 28 | 29 |  |  |  |  | Guayakí label (15.5 fl oz can) | guayaki, yerba mate can, can of yerba mate
energy drink | energy | can 250 | 80 | 110 | 27 | 28 | 105 | 0 | 0 | small can 250, can 250, large can 473, small 250, large 473 | Mayo Clinic (energy drink, 8 oz: 79 mg); Red Bull label | energy drinks
red bull | energy | can 250 | 80 | 110 | 27 | 28 | 105 | 0 | 0 | small can 250, large can 473 151, can 250, small 250, medium 355 114, large 473 151 | Red Bull label (8.4 fl oz can) | redbull
sugar free red bull | energy | can 250 | 80 | 5 | 0 | 1 | 100 | 0 | 0 | large can 473 151, medium 355 114, large 473 151 | Red Bull label (Sugarfree, 8.4 fl oz can) | red bull sugar free, red bull sugarfree, red bull zero, sugarfree red bull
monster | energy | can 473 | 160 | 210 | 54 | 54 | 370 | 0 | 0 | small can 250, large can 710 240, mega 710 240 | Monster label (16 fl oz can) | monster energy, green monster, monster energy drink
monster ultra | energy | can 473 | 150 | 10 | 0 | 3 |  |  |  |  | Monster label (Zero Ultra, 16 fl oz can) | monster zero, monster zero ultra, white monster, monster ultra white, monster zero sugar
celsius | energy | can 355 | 200 | 10 | 0 | 2 | 0 | 0 | 0 |  | Celsius label (12 fl oz can) | celsius energy drink
bang | energy | can 473 | 300 | 0 | 0 | 0 | 40 | 0 | 0 |  | Bang label (16 fl oz can) | bang energy
energy shot | energy | bottle 57 | 200 | 4 | 0 | 0 | 18 | 0 | 0 |  | Mayo Clinic (energy shot, 2 oz); 5-hour Energy label (sodium) | five hour energy, 5 hour energy, 5-hour energy

# Sodas and water
cola | soda | can 355 | 34 | 140 | 39 | 39 | 45 | 0 | 0 | small can 222, bottle 500, glass 250, small 236, medium 473, large 621 | Coca-Cola label (12 fl oz can) | cola drink
coke | soda | can 355 | 34 | 140 | 39 | 39 | 45 | 0 | 0 | small can 222, mini can 222, bottle 500, glass 250, small 236, medium 473, large 621 | Coca-Cola label (12 fl oz can) | coca cola, coca-cola, cocacola, coke classic, classic coke
diet coke | soda | can 355 | 46 | 0 | 0 | 0 | 40 | 0 | 0 | small can 222, mini can 222, bottle 500, glass 250, small 236, medium 473, large 621 | Coca-Cola label (Diet Coke, 12 fl oz can) | coke light, diet coca cola, diet coca-cola
coke zero | soda | can 355 | 34 | 0 | 0 | 0 | 40 | 0 | 0 | small can 222, bottle 500, glass 250, small 236, medium 473, large 621 | Coca-Cola label (Coke Zero Sugar, 12 fl oz can) | coke zero sugar, coca cola zero, coca-cola zero, coca-cola zero sugar, zero coke
diet cola | soda | can 355 | 46 | 0 | 0 | 0 | 40 | 0 | 0 | bottle 500, glass 250, small 236, medium 473, large 621 | Coca-Cola label (Diet Coke, 12 fl oz can) | diet soda, diet pop
pepsi | soda | can 355 | 38 | 150 | 41 | 41 | 30 | 0 | 0 | bottle 500, glass 250, small 236, medium 473, large 621 | Pepsi label (12 fl oz can) | pepsi cola
diet pepsi | soda | can 355 | 35 | 0 | 0 | 0 | 35 | 0 | 0 | bottle 500, glass 250, small 236, medium 473, large 621 | Pepsi label (Diet Pepsi, 12 fl oz can) | pepsi light
pepsi max | soda | can 355 | 69 | 0 | 0 | 0 | 60 | 0 | 0 | bottle 500, glass 250, small 236, medium 473, large 621 | Pepsi label (Pepsi Zero Sugar, 12 fl oz can) | pepsi zero, pepsi zero sugar
dr pepper | soda | can 355 | 41 | 150 | 40 | 40 | 55 | 0 | 0 | bottle 500, glass 250, small 236, medium 473, large 621 | Dr Pepper label (12 fl oz can) | dr. pepper, doctor pepper, dr pepper regular
diet dr pepper | soda | can 355 | 41 | 0 | 0 | 0 |  |  |  | bottle 500, glass 250 | Dr Pepper label (Diet, 12 fl oz can) | dr pepper zero, diet dr. pepper
mountain dew | soda | can 355 | 54 | 170 | 46 | 46 | 60 | 0 | 0 | bottle 500, glass 250, small 236, medium 473, large 621 | Mountain Dew label (12 fl oz can) | mtn dew
sprite | soda | can 355 | 0 | 140 | 38 | 38 | 65 | 0 | 0 | bottle 500, glass 250, small 236, medium 473, large 621 | Sprite label (12 fl oz can) | lemon-lime soda, lemon lime soda
seven up | soda | can 355 | 0 | 140 | 38 | 38 | 40 | 0 | 0 | bottle 500, glass 250 | 7UP label (12 fl oz can) | 7up, 7 up, 7-up, sevenup
fanta | soda | can 355 | 0 | 160 | 44 | 44 | 65 | 0 | 0 | bottle 500, glass 250, small 236, medium 473, large 621 | Fanta label (Orange, 12 fl oz can) | fanta orange, orange fanta
orange soda | soda | can 355 | 0 | 170.4 | 0 | 43.7 |  |  |  | bottle 500, glass 250 | caffeine-free; USDA: Beverages, carbonated, orange | orangeade
ginger ale | soda | can 355 | 0 | 120.7 | 31.6 | 31.1 |  |  |  | bottle 500, glass 250 | caffeine-free; USDA: Soft drink, ginger ale | canada dry
root beer | soda | can 355 | 0 | 145.6 | 37.6 | 37.6 |  |  |  | bottle 500, glass 250 | caffeine-free (most brands, Mayo Clinic); USDA: Soft drink, root beer | a&w root beer
cream soda | soda | can 355 | 0 | 181.1 | 47.2 | 47.2 |  |  |  | bottle 500, glass 250 | caffeine-free; USDA: Soft drink, cream soda |
tonic water | soda | can 200 | 0 | 68 | 17.6 | 17.6 |  |  |  | glass 250, bottle 500 | caffeine-free; USDA: Water, tonic | tonic, indian tonic water
diet tonic | soda | can 200 | 0 | 4 | 0 | 0.6 |  |  |  | glass 250 | caffeine-free; USDA: Soft drink, NFS, diet | slimline tonic, light tonic
lemonade | soda | glass 250 | 0 | 115 | 29.2 | 30.2 |  |  |  | can 330, bottle 500, small 200, large 350 | caffeine-free; USDA: Lemonade, fruit juice drink | homemade lemonade, cloudy lemonade, pink lemonade
sports drink | soda | bottle 591 | 0 | 153.7 | 31 | 38 |  |  |  | glass 250, can 355 | caffeine-free; USDA: Sports drink, NFS | gatorade, powerade, isotonic drink, lucozade sport
sparkling water | water | glass 250 | 0 | 0 | 0 | 0 |  |  |  | can 330, bottle 500, small 200, large 350 | USDA: Water, carbonated, plain | soda water, club soda, seltzer, fizzy water, carbonated water, sparkling mineral water, mineral water, perrier, san pellegrino
flavored water | water | bottle 500 | 0 | 5 | 0 | 0.7 |  |  |  | glass 250 | USDA: Water, non-carbonated, flavored | flavoured water, infused water
water | water | glass 250 | 0 | 0 | 0 | 0 |  |  |  | bottle 500, small bottle 330, large bottle 750, cup 240, mug 350, small 200, large 350, pint 568 | USDA: Water, tap | tap water, still water, plain water, bottled water, agua, h2o

# Juices and smoothies
orange juice | juice | glass 250 | 0 | 117.5 | 20.4 | 25.4 |  |  |  | small 150, large 350, carton 200, bottle 330 | USDA: Orange juice, 100%, NFS | oj, orange juice 100%
fresh orange juice | juice | glass 250 | 0 | 117.5 | 20.2 | 25 |  |  |  | small 150, large 350 | USDA: Orange juice, 100%,  freshly squeezed | freshly squeezed orange juice, fresh oj
apple juice | juice | glass 250 | 0 | 120 | 25.3 | 28.4 |  |  |  | small 150, large 350, carton 200, bottle 330 | USDA: Apple juice, 100% |
cranberry juice | juice | glass 250 | 0 | 115 | 22.6 | 27.9 |  |  |  | small 150, large 350 | USDA: Cranberry juice blend, 100% juice |
grape juice | juice | glass 250 | 0 | 165 | 35.6 | 39.3 |  |  |  | small 150, large 350 | USDA: Grape juice, 100% |
pineapple juice | juice | glass 250 | 0 | 132.5 | 24.9 | 32.2 |  |  |  | small 150, large 350 | USDA: Pineapple juice, 100% |
grapefruit juice | juice | glass 250 | 0 | 100 | 18.6 | 20.9 |  |  |  | small 150, large 350 | USDA: Grapefruit juice, 100%, NS as to form |
tomato juice | juice | glass 250 | 0 | 57.5 | 6.4 | 10.8 |  |  |  | small 150, large 350 | USDA: Tomato juice, 100% |
vegetable juice | juice | glass 250 | 0 | 70 | 6.5 | 15.8 |  |  |  | small 150, large 350, can 340 | USDA: Mixed vegetable juice | v8, v8 juice, veg juice
carrot juice | juice | glass 250 | 0 | 100 | 9.8 | 23.2 |  |  |  | small 150, large 350 | USDA: Carrot juice, 100% |
pomegranate juice | juice | glass 250 | 0 | 135 | 31.6 | 32.8 |  |  |  | small 150, large 350 | USDA: Pomegranate juice, 100% |
prune juice | juice | glass 250 | 0 | 177.5 | 41.1 | 43.6 |  |  |  | small 150, large 350 | USDA: Prune juice, 100% |
coconut water | juice | glass 250 | 0 | 45 | 9.8 | 10.6 |  |  |  | carton 330, bottle 500 | USDA: Coconut water, unsweetened |
smoothie | juice | glass 250 | 0 | 165 | 22.3 | 29.9 |  |  |  | small 350, medium 473, large 650, bottle 250 | USDA: Fruit smoothie, NFS | fruit smoothie, berry smoothie, banana smoothie
green smoothie | juice | glass 250 | 0 | 157.5 | 24.6 | 34.5 |  |  |  | small 350, large 650, bottle 250 | USDA: Fruit and vegetable smoothie, no dairy | green juice, vegetable smoothie
fruit squash | juice | glass 250 | 0 | 160 | 39.6 | 40.1 |  |  |  | small 200, large 350 | USDA: Fruit flavored drink | cordial, orange squash, diluted squash, juice drink, fruit drink

# Milks, plant milks and milk drinks
milk | milk | glass 250 | 0 | 152.5 | 12 | 11.6 |  |  |  | cup 240, small 200, large 350, pint 568 | USDA: Milk, whole | whole milk, full fat milk, full-fat milk, glass of milk
semi-skimmed milk | milk | glass 250 | 0 | 125 | 12.2 | 12.2 |  |  |  | cup 240, small 200, large 350, pint 568 | USDA: Milk, reduced fat (2%) | semi skimmed milk, 2% milk, reduced fat milk
skim milk | milk | glass 250 | 0 | 85 | 12.6 | 12.3 |  |  |  | cup 240, small 200, large 350, pint 568 | USDA: Milk, fat free (skim) | skimmed milk, nonfat milk, fat free milk
low fat milk | milk | glass 250 | 0 | 107.5 | 12.4 | 12.9 |  |  |  | cup 240, small 200, large 350 | USDA: Milk, low fat (1%) | 1% milk, lowfat milk
lactose free milk | milk | glass 250 | 0 | 125 | 12.2 | 12.2 |  |  |  | cup 240 | USDA: Milk, lactose free, reduced fat (2%) | lactose-free milk, lactofree
oat milk | milk | glass 250 | 0 | 112.5 | 5.1 | 13.4 |  |  |  | cup 240, small 200, large 350 | USDA: Oat milk | oatmilk, oatly
almond milk | milk | glass 250 | 0 | 37.5 | 0 | 0.8 |  |  |  | cup 240, small 200, large 350 | USDA: Almond milk, unsweetened | unsweetened almond milk
soy milk | milk | glass 250 | 0 | 95 | 1.4 | 3.2 |  |  |  | cup 240, small 200, large 350 | USDA: Soy milk, unsweetened | soymilk, soya milk
rice milk | milk | glass 250 | 0 | 117.5 | 13.2 | 22.9 |  |  |  | cup 240 | USDA: Rice milk |
coconut milk drink | milk | glass 250 | 0 | 77.5 | 6.2 | 7.3 |  |  |  | cup 240 | USDA: Coconut milk | coconut milk beverage
chocolate milk | chocolate | glass 250 | 0 | 162.5 | 23.9 | 27.4 |  |  |  | carton 240, small 200, large 350, bottle 500 | USDA: Chocolate milk, NFS | choc milk, chocolate milk drink
strawberry milk | milk | glass 250 | 0 | 162.5 | 21.1 | 21.4 |  |  |  | bottle 500 | USDA: Strawberry milk, NFS | strawberry milkshake drink, strawberry flavoured milk
kefir | milk | glass 250 | 0 | 130 | 17.3 | 18.7 |  |  |  | cup 240, bottle 500 | USDA: Kefir | kefir drink
buttermilk | milk | glass 250 | 0 | 107.5 | 13.4 | 12 |  |  |  | cup 240 | USDA: Buttermilk |
milkshake | milk | glass 250 | 0 | 370.4 | 34.1 | 49 |  |  |  | small 350, medium 473, large 650 | USDA: Shake, fast food, vanilla | milk shake, shake, vanilla milkshake, vanilla shake
chocolate milkshake | chocolate | glass 250 | 0 | 375 | 33.5 | 50.9 |  |  |  | small 350, medium 473, large 650 | USDA: Milk shake, fast food, chocolate | chocolate shake, chocolate milk shake
horchata | milk | glass 250 | 0 | 227.5 | 23.9 | 49.1 |  |  |  |  | USDA: Horchata, made with milk |
eggnog | milk | cup 240 | 0 | 210.5 | 19.3 | 19.3 |  |  |  | glass 250 | USDA: Eggnog | egg nog

# Beer and cider
beer | alcohol | bottle 355 | 0 | 152.7 | 0 | 12.6 |  |  |  | pint 568, half pint 284, half 284, can 355, large can 440, tall can 568, schooner 425, glass 250, stein 1000, small 284 | USDA: Beer | lager, ale, bitter, pale ale, pilsner, draught beer, draft beer, bottle of beer
pint | alcohol | pint 568 | 0 | 244.2 | 0 | 20.2 |  |  |  | half 284 | USDA: Beer |
ipa | alcohol | pint 568 | 0 | 329.4 | 0 | 1.5 |  |  |  | half pint 284, bottle 355, can 355 | USDA: Beer, higher alcohol | india pale ale, craft beer, strong beer, double ipa
stout | alcohol | pint 568 | 0 | 244.2 | 0 | 20.2 |  |  |  | half pint 284, bottle 355, can 440 | USDA: Beer | guinness, porter
light beer | alcohol | bottle 355 | 0 | 103 | 0.3 | 5.8 |  |  |  | pint 568, half pint 284, can 355 | USDA: Beer, light | lite beer, bud light, miller lite, coors light
alcohol free beer | alcohol | bottle 330 | 0 | 122.1 | 26.6 | 26.6 |  |  |  | pint 568, half pint 284, can 330 | USDA: Beer, nonalcoholic | non-alcoholic beer, nonalcoholic beer, alcohol-free beer, zero alcohol beer
cider | alcohol | bottle 355 | 0 | 198.8 | 21 | 21 |  |  |  | pint 568, half pint 284, can 440, large bottle 500 | USDA: Hard cider | hard cider, apple cider
hard seltzer | alcohol | can 355 | 0 | 205.9 | 0 | 1 |  |  |  |  | USDA: Alcoholic malt beverage | white claw, spiked seltzer

# Wine
red wine | alcohol | glass 150 | 0 | 127.5 | 0.9 | 3.9 |  |  |  | small glass 125, small 125, medium 175, large glass 250, large 250, bottle 750 | USDA: Wine, red | wine, glass of red, merlot, cabernet, shiraz, malbec, pinot noir, rioja
white wine | alcohol | glass 150 | 0 | 123 | 1.4 | 3.9 |  |  |  | small glass 125, small 125, medium 175, large glass 250, large 250, bottle 750 | USDA: Wine, white | glass of white, chardonnay, sauvignon blanc, pinot grigio
rose wine | alcohol | glass 150 | 0 | 124.5 | 5.7 | 5.7 |  |  |  | small glass 125, small 125, medium 175, large glass 250, large 250, bottle 750 | USDA: Wine, rose | rosé, rose, rosé wine
sparkling wine | alcohol | glass 120 | 0 | 90 | 1.2 | 2.8 |  |  |  | flute 120, bottle 750 | USDA: Wine, sparkling | champagne, prosecco, cava, bubbly, fizz
dessert wine | alcohol | glass 75 | 0 | 120 | 5.8 | 10.3 |  |  |  | bottle 500 | USDA: Wine, dessert, sweet | port, sherry, sweet wine
sangria | alcohol | glass 250 | 0 | 212.5 | 15.3 | 18.1 |  |  |  | pitcher 1000 | USDA: Sangria, red |
spritzer | alcohol | glass 250 | 0 | 122.5 | 1.2 | 4 |  |  |  |  | USDA: Wine spritzer | wine spritzer
sake | alcohol | glass 180 | 0 | 241.2 | 0 | 9 |  |  |  | shot 45 | USDA: Wine, rice | rice wine

# Spirits (a UK shot is 25 ml, a US shot 44 ml)
vodka | alcohol | shot 42 | 0 | 97 | 0 | 0 |  |  |  | single 25, double 50, uk shot 25 | USDA: Vodka |
gin | alcohol | shot 42 | 0 | 97 | 0 | 0 |  |  |  | single 25, double 50, uk shot 25 | USDA: Gin |
rum | alcohol | shot 42 | 0 | 97 | 0 | 0 |  |  |  | single 25, double 50, uk shot 25 | USDA: Rum | dark rum, white rum, spiced rum
whiskey | alcohol | shot 42 | 0 | 97 | 0 | 0 |  |  |  | single 25, double 50, uk shot 25 | USDA: Whiskey | whisky, bourbon, scotch, rye whiskey, irish whiskey
tequila | alcohol | shot 42 | 0 | 97 | 0 | 0 |  |  |  | single 25, double 50, uk shot 25 | USDA: Tequila | mezcal
brandy | alcohol | shot 42 | 0 | 97 | 0 | 0 |  |  |  | single 25, double 50, uk shot 25 | USDA: Brandy | cognac
liqueur | alcohol | shot 42 | 0 | 117.2 | 14 | 13.9 |  |  |  | single 25, double 50 | USDA: Liqueur | amaretto, schnapps, triple sec
cream liqueur | alcohol | shot 42 | 0 | 124.3 | 14.1 | 14.1 |  |  |  | single 25, double 50 | USDA: Liqueur, cream | baileys, irish cream

# Cocktails and mixed drinks
rum and coke | alcohol | glass 250 | 19 | 222.5 | 18.7 | 19.5 |  |  |  |  | Coca-Cola label (19 mg in 200 ml of cola); USDA: Rum and cola | rum and cola, rum & coke, cuba libre
vodka and coke | alcohol | glass 250 | 19 | 222.5 | 18.7 | 19.5 |  |  |  |  | Coca-Cola label (19 mg in 200 ml of cola); USDA: Vodka and cola | vodka and cola, vodka coke, vodka & coke
whiskey and coke | alcohol | glass 250 | 19 | 222.5 | 18.7 | 19.5 |  |  |  |  | Coca-Cola label (19 mg in 200 ml of cola); USDA: Whiskey and cola | whisky and coke, jack and coke, bourbon and coke, whiskey coke
vodka red bull | alcohol | glass 300 | 80 | 270 | 23.1 | 23.1 |  |  |  |  | Red Bull label (80 mg in a 250 ml can); USDA: Vodka and energy drink | vodka and red bull, vodka redbull, vodka and energy drink, vodka energy
gin and tonic | alcohol | glass 250 | 0 | 210 | 16.4 | 16.4 |  |  |  | double 300 | USDA: Gin and tonic | g&t, gin & tonic, gin tonic
vodka and tonic | alcohol | glass 250 | 0 | 210 | 16.4 | 16.4 |  |  |  |  | USDA: Vodka and tonic | vodka tonic, vodka & tonic
vodka soda | alcohol | glass 250 | 0 | 147.5 | 0 | 0 |  |  |  |  | USDA: Vodka and soda | vodka and soda, vodka & soda
vodka and lemonade | alcohol | glass 250 | 0 | 232.5 | 21.8 | 22.6 |  |  |  |  | USDA: Vodka and lemonade | vodka lemonade
whiskey and ginger | alcohol | glass 250 | 0 | 207.5 | 16.8 | 16.5 |  |  |  |  | USDA: Whiskey and ginger ale | whisky and ginger, whiskey ginger
margarita | alcohol | glass 250 | 0 | 305 | 40.1 | 40.1 |  |  |  |  | USDA: Margarita | frozen margarita
mojito | alcohol | glass 250 | 0 | 152.5 | 4.5 | 6.1 |  |  |  |  | USDA: Mojito |
pina colada | alcohol | glass 250 | 0 | 377.5 | 44 | 48.7 |  |  |  |  | USDA: Pina Colada | piña colada
daiquiri | alcohol | glass 150 | 0 | 178.5 | 22.4 | 23.5 |  |  |  |  | USDA: Daiquiri | strawberry daiquiri
martini | alcohol | glass 100 | 0 | 201 | 0.1 | 0.1 |  |  |  |  | USDA: Martini | dry martini, vodka martini
bloody mary | alcohol | glass 250 | 0 | 182.5 | 5.7 | 9.5 |  |  |  |  | USDA: Bloody Mary |
mimosa | alcohol | glass 150 | 0 | 96 | 7 | 9.7 |  |  |  |  | USDA: Mimosa | bucks fizz, buck's fizz
screwdriver | alcohol | glass 250 | 0 | 230 | 15.4 | 19.1 |  |  |  |  | USDA: Screwdriver | vodka and orange, vodka orange
long island iced tea | alcohol | glass 300 | 0 | 321 | 25.3 | 26 |  |  |  |  | USDA: Long Island iced tea | long island
whiskey sour | alcohol | glass 150 | 0 | 184.5 | 24.2 | 24.2 |  |  |  |  | USDA: Whiskey sour | whisky sour, amaretto sour
tequila sunrise | alcohol | glass 250 | 0 | 277.5 | 23.8 | 31.6 |  |  |  |  | USDA: Tequila Sunrise |
"""#
