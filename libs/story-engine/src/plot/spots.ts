import type { SettingKind } from '@shop/contracts';

/** Places to look in each setting, as "under the bench": for searches and counting. */
export const SPOTS: Readonly<Partial<Record<SettingKind, readonly string[]>>> = {
  park: ['under the bench', 'behind the big oak', 'in the flower bed', 'by the duck pond', 'under the slide', 'in the pile of leaves', 'behind the bandstand', 'by the gate', 'under the bridge', 'in the long grass'],
  forest: ['under a fern', 'behind a mossy log', 'in a hollow tree', 'under the pine needles', 'by the stream', 'under a toadstool', 'in the bramble bush', 'behind a big grey rock', 'in a badger\u2019s old hole', 'under the roots of an oak'],
  playground: ['under the slide', 'in the sandpit', 'behind the climbing frame', 'by the swings', 'under the seesaw', 'in the little playhouse', 'by the fence', 'under the bench', 'in the tunnel', 'by the water fountain'],
  garden: ['under the rhubarb leaves', 'in the watering can', 'behind the shed', 'in the bean rows', 'under the wheelbarrow', 'by the compost heap', 'in the flowerpot', 'behind the lavender', 'under the apple tree', 'by the garden gate'],
  kitchen: ['under the table', 'in the cupboard', 'behind the bread bin', 'in the fruit bowl', 'on the windowsill', 'under a tea towel', 'in the big pot', 'behind the cereal box', 'by the back door', 'in the laundry basket'],
  orchard: ['under the oldest tree', 'in the long grass', 'in the wheelbarrow', 'by the ladder', 'behind the shed', 'under the leaves', 'by the stone wall', 'in a low branch', 'by the gate', 'in the basket by the path'],
  meadow: ['in the tall grass', 'by the buttercups', 'behind the haystack', 'under the old hawthorn', 'by the stile', 'in the clover', 'by the molehills', 'near the stream', 'by the big flat stone', 'behind the fence post'],
  'village-street': ['by the bakery', 'under the bench', 'by the fountain', 'behind the post box', 'at the flower stall', 'by the library steps', 'under the market awning', 'in the window box', 'by the lamppost', 'at the bus stop'],
  farm: ['in the hay loft', 'behind the barn', 'in the hen house', 'by the water trough', 'in the pig pen', 'under the tractor', 'by the milk churns', 'in the stable', 'by the duck pond', 'behind the woodpile'],
  library: ['on the top shelf', 'under the reading table', 'behind the big armchair', 'in the returns box', 'by the window seat', 'on the story rug', 'by the globe', 'under a pile of magazines', 'in the picture-book bin', 'at the front desk'],
  classroom: ['in the book corner', 'under the teacher\u2019s desk', 'in the crayon box', 'by the fish tank', 'on the windowsill', 'behind the easel', 'in a coat pocket', 'on the bookshelf', 'in the dress-up box', 'by the door'],
  workshop: ['on the workbench', 'in the toolbox', 'under the sawhorse', 'behind the paint tins', 'in a drawer of screws', 'by the window', 'under the sawdust', 'on the top shelf', 'in the old biscuit tin', 'behind the ladder'],
  pond: ['in the reeds', 'under a lily pad', 'by the muddy bank', 'on the flat stone', 'under the willow', 'by the little jetty', 'in the tall rushes', 'behind the bulrushes', 'by the stepping stones', 'under the footbridge'],
  river: ['under the bridge', 'by the big rock', 'in the reeds', 'on the pebble beach', 'under the willow', 'by the little waterfall', 'behind the fallen log', 'in a quiet pool', 'by the mossy bank', 'at the stepping stones'],
  'living-room': ['under the sofa', 'behind the cushions', 'in the toy box', 'on the bookshelf', 'under the rug', 'by the fireplace', 'behind the curtains', 'in the sewing basket', 'on the windowsill', 'under the armchair'],
  museum: ['by the dinosaur bones', 'in the shell room', 'under the big map', 'by the whale skeleton', 'in the gift shop', 'behind the glass case', 'by the stairs', 'in the fossil drawer', 'by the old clock', 'at the front desk'],
  beach: ['in a rock pool', 'under the seaweed', 'behind a sandcastle', 'by the lifeguard hut', 'in the dunes', 'by the old pier', 'under the beach umbrella', 'by the cliffs', 'in the shallow waves', 'near the beach huts'],
  hill: ['behind the big rock', 'by the old gate', 'in the heather', 'under the lone tree', 'by the stone wall', 'in the long grass', 'behind the bench', 'at the very top', 'by the sheep path', 'in a rabbit hole'],
  campsite: ['in the tent bag', 'under the picnic table', 'by the lake', 'behind the log pile', 'in the canoe', 'under the pine tree', 'by the fire circle', 'in the backpack', 'by the water tap', 'on the jetty'],
};
