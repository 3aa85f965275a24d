import type { VehicleLine } from '../vehicles';

/** How a product of each vehicle generation is named and coded; labels and years come from lib/shop/catalogue/vehicles. */
export const VEHICLE_NAMING: Record<string, { prefix: string; code: string; chassis: string }> = {
  'gr-corolla': { prefix: 'GR Corolla', code: 'GRC', chassis: 'GR Corolla (GZEA14)' },
  '12th-gen-corolla': { prefix: '12th Gen Corolla', code: 'C12', chassis: 'Corolla sedan and hatchback (E210)' },
  '11th-gen-corolla': { prefix: '11th Gen Corolla', code: 'C11', chassis: 'Corolla sedan (E170)' },
  'gen-9-camry': { prefix: 'Gen 9 Camry', code: 'CM9', chassis: 'Camry (XV80)' },
  'gen-8-camry': { prefix: 'Gen 8 Camry', code: 'CM8', chassis: 'Camry (XV70)' },
  'gen-7-camry': { prefix: 'Gen 7 Camry', code: 'CM7', chassis: 'Camry (XV50)' },
  'mk5-gr-supra': { prefix: 'MK5 Supra', code: 'MK5', chassis: 'GR Supra (A90/A91)' },
  'mk4-supra': { prefix: 'MK4 Supra', code: 'MK4', chassis: 'Supra (JZA80)' },
  zn8: { prefix: 'ZN8 GR86', code: 'ZN8', chassis: 'GR86 (ZN8)' },
  zn6: { prefix: 'ZN6 GR86', code: 'ZN6', chassis: '86 / FR-S (ZN6)' },
};

export const LINE_NAME: Record<VehicleLine, 'Corolla' | 'Camry' | 'GR86' | 'Supra'> = {
  corolla: 'Corolla',
  camry: 'Camry',
  gr86: 'GR86',
  supra: 'Supra',
};

export type Style = { name: string; cf?: boolean };

export type TypeTemplate = {
  code: string;
  category: string | null;
  fitPosition: string;
  price: [number, number];
  styles: Style[];
  blurb: string;
  features: string[];
};

const cf = (name: string): Style => ({ name, cf: true });
const plain = (name: string): Style => ({ name });

export const TYPE_TEMPLATES: Record<string, TypeTemplate> = {
  Exhaust: {
    code: 'EX',
    category: null,
    fitPosition: 'Rear',
    price: [480, 3400],
    styles: [
      plain('Titanium Cat-Back Exhaust'),
      plain('Stainless Steel Cat-Back Exhaust'),
      plain('Valved Cat-Back Exhaust'),
      plain('Axle-Back Exhaust With Burnt Tips'),
      plain('Straight-Pipe Race Exhaust'),
      plain('Catted Downpipe'),
    ],
    blurb: 'A mandrel-bent exhaust that frees up flow, sheds weight and gives the engine a deep, clean tone without drone at cruise.',
    features: [
      'T304 stainless steel construction with TIG-welded joints',
      'Mandrel-bent piping keeps the full diameter through every bend',
      'Resonated design to control highway drone',
      'Bolt-on installation with the factory hangers',
      'Polished or burnt-titanium 4-inch tips',
      'Includes gaskets, clamps and hardware',
    ],
  },
  'Suspension Parts': {
    code: 'SU',
    category: null,
    fitPosition: 'Chassis',
    price: [120, 2800],
    styles: [],
    blurb: 'Engineered to sharpen turn-in, control body roll and keep the tyres planted, on the street and at the track.',
    features: [
      'Corrosion-resistant finish for year-round driving',
      'Direct bolt-on fitment, no cutting required',
      'Tuned spring rates and damping for this chassis',
      'Laser-etched part numbers for easy identification',
      'Pre-greased polyurethane and spherical bushings',
      'Backed by a limited lifetime warranty',
    ],
  },
  'Performance Parts': {
    code: 'PP',
    category: null,
    fitPosition: 'Engine Bay',
    price: [60, 3800],
    styles: [],
    blurb: 'A proven upgrade for drivers who want more response, more consistency and more headroom from their build.',
    features: [
      'Dyno-tested on this platform',
      'Billet aluminium and stainless hardware',
      'Plug-and-play with factory connectors',
      'Detailed installation guide included',
      'Improves consistency under repeated hard use',
      'Designed to work with common bolt-on upgrades',
    ],
  },
  Intake: {
    code: 'IN',
    category: null,
    fitPosition: 'Engine Bay',
    price: [240, 760],
    styles: [plain('Cold Air Intake'), plain('Short Ram Intake'), plain('Carbon Fiber Cold Air Intake'), plain('Intake Pipe Upgrade')],
    blurb: 'Cooler, denser air and a smoother path to the throttle body for sharper response and a satisfying induction sound.',
    features: [
      'Heat shield isolates the filter from engine-bay heat',
      'Washable, reusable high-flow filter',
      'Retains the factory MAF sensor housing',
      'Smooth silicone couplers with T-bolt clamps',
      'Installs in under an hour with hand tools',
    ],
  },
  Intercooler: {
    code: 'IC',
    category: null,
    fitPosition: 'Front',
    price: [650, 2200],
    styles: [plain('Front Mount Intercooler'), plain('Bar and Plate Intercooler Upgrade'), plain('Top Mount Intercooler Kit')],
    blurb: 'A larger bar-and-plate core that keeps charge temperatures down lap after lap and holds timing in hot weather.',
    features: [
      'Bar-and-plate core with cast end tanks',
      'Lower intake air temperatures under sustained boost',
      'Minimal pressure drop across the core',
      'Retains factory bumper and crash beam',
      'Includes silicone couplers and clamps',
    ],
  },
  Brakes: {
    code: 'BK',
    category: null,
    fitPosition: 'Front',
    price: [140, 3600],
    styles: [
      plain('6-Piston Big Brake Kit'),
      plain('Performance Brake Pads'),
      plain('Slotted Two-Piece Brake Rotors'),
      plain('Stainless Braided Brake Lines'),
      plain('4-Piston Big Brake Kit'),
    ],
    blurb: 'More thermal capacity and a firmer, more consistent pedal for hard street driving and track days.',
    features: [
      'Forged monoblock calipers',
      'Two-piece floating rotors reduce unsprung weight',
      'High-temperature track-capable pads',
      'DOT-compliant stainless braided lines',
      'Fits behind most 18-inch wheels',
    ],
  },
  Wheels: {
    code: 'WH',
    category: null,
    fitPosition: '',
    price: [1400, 6400],
    styles: [],
    blurb: 'Lightweight wheels that cut unsprung mass and rotating inertia, in sizes and offsets chosen for this chassis.',
    features: [
      'Flow-formed or forged construction',
      'Hub-centric fitment with the correct centre bore',
      'JWL/VIA certified',
      'Set of four, sold without tyres',
      'Clears the factory brakes',
    ],
  },
  Hood: {
    code: 'HD',
    category: 'Exterior',
    fitPosition: 'Exterior',
    price: [850, 2300],
    styles: [
      cf('Carbon Fiber Vented Hood'),
      cf('Carbon Fiber OEM-Style Hood'),
      cf('Double-Sided Carbon Fiber Hood'),
      plain('Aluminum Heat Extractor Hood'),
      plain('FRP Race Vented Hood'),
    ],
    blurb: 'A lighter hood with functional venting that pulls heat out of the engine bay and sharpens the front of the car.',
    features: [
      '2x2 twill weave with UV-resistant clear coat',
      'Functional heat-extraction vents',
      'Uses the factory latch and hinges',
      'Up to 50% lighter than the factory hood',
      'Hood pins recommended for track use',
    ],
  },
  Fenders: {
    code: 'FD',
    category: 'Exterior',
    fitPosition: 'Exterior',
    price: [600, 2100],
    styles: [
      cf('Carbon Fiber Vented Front Fenders'),
      plain('Widened Front Fenders +25mm'),
      cf('Carbon Fiber Fender Garnish'),
      plain('Aero Vented Front Fenders'),
    ],
    blurb: 'Vented front fenders that relieve wheel-well pressure and make room for wider wheels and tyres.',
    features: [
      'Functional wheel-well vents',
      'Sold as a left and right pair',
      'Bolts to the factory mounting points',
      'Room for up to 20mm more tyre width',
      'Primed or clear-coated finish',
    ],
  },
  Bumpers: {
    code: 'BP',
    category: 'Body Kit',
    fitPosition: 'Aero',
    price: [700, 2600],
    styles: [
      cf('Carbon Fiber Front Bumper'),
      plain('GT-Style Front Bumper'),
      plain('Aero Rear Bumper'),
      cf('Carbon Fiber Rear Bumper Valance'),
      plain('Track Front Bumper With Brake Ducts'),
    ],
    blurb: 'A more aggressive bumper with larger openings that feed the radiator, intercooler and brakes.',
    features: [
      'Larger openings for cooling airflow',
      'Integrated brake-cooling ducts',
      'Retains factory fog-light and sensor mounts',
      'Flexible polyurethane or carbon construction',
      'Professional paint and fitting recommended',
    ],
  },
  'Front Lip': {
    code: 'FL',
    category: 'Body Kit',
    fitPosition: 'Aero',
    price: [240, 950],
    styles: [
      cf('Carbon Fiber Front Lip Splitter'),
      cf('V-Style Carbon Fiber Front Lip'),
      plain('ABS Front Lip Spoiler'),
      plain('Polyurethane Front Lip'),
    ],
    blurb: 'A front lip that adds front-end grip and a lower, wider stance without touching the factory bumper.',
    features: [
      'Three-piece design for easy replacement',
      'Installs with supplied hardware and 3M tape',
      'Adds measurable front downforce',
      'Scrape-resistant underside',
      'Matte or gloss finish',
    ],
  },
  'Side Skirts': {
    code: 'SS',
    category: 'Body Kit',
    fitPosition: 'Aero',
    price: [300, 1100],
    styles: [cf('Carbon Fiber Side Skirt Extensions'), plain('Aero Side Skirts'), plain('Track-Style Side Splitters')],
    blurb: 'Side skirts that tidy airflow along the sills and complete the look of a front lip and rear diffuser.',
    features: [
      'Sold as a left and right pair',
      'Bolt-on and 3M tape installation',
      'Follows the factory rocker line',
      'Lightweight and impact resistant',
    ],
  },
  'Rear Diffuser': {
    code: 'RD',
    category: 'Body Kit',
    fitPosition: 'Aero',
    price: [380, 1500],
    styles: [
      cf('Carbon Fiber Rear Diffuser'),
      cf('Quad-Fin Carbon Fiber Diffuser'),
      plain('ABS Rear Diffuser'),
      plain('Track Rear Diffuser With Center Fin'),
    ],
    blurb: 'A rear diffuser that cleans up the air leaving the underbody and frames the exhaust tips.',
    features: [
      'Functional vertical fins',
      'Cut-outs for factory and aftermarket exhausts',
      'Mounts to factory bumper points',
      'UV-protected finish',
    ],
  },
  'Rear Spoilers': {
    code: 'RS',
    category: 'Body Kit',
    fitPosition: 'Aero',
    price: [240, 1100],
    styles: [
      cf('Carbon Fiber Ducktail Spoiler'),
      cf('Carbon Fiber Trunk Spoiler'),
      plain('OEM-Style Rear Spoiler'),
      plain('Highkick Ducktail Spoiler'),
    ],
    blurb: 'A ducktail spoiler that adds rear stability at speed and a clean, period-correct silhouette.',
    features: [
      'No-drill installation with automotive tape',
      'Shaped to follow the trunk line',
      'Clear-coated for UV protection',
      'Adds rear stability at highway speed',
    ],
  },
  'Roof Spoiler': {
    code: 'RF',
    category: 'Body Kit',
    fitPosition: 'Aero',
    price: [180, 700],
    styles: [cf('Carbon Fiber Roof Spoiler'), plain('Roof Wing Extension'), plain('Rear Window Roof Visor')],
    blurb: 'A roof spoiler that extends the roofline and smooths the air onto the rear glass.',
    features: ['Tape-on installation', 'Aerodynamic profile', 'Lightweight construction', 'Paintable or clear-coated finish'],
  },
  Wing: {
    code: 'WG',
    category: 'Body Kit',
    fitPosition: 'Aero',
    price: [750, 3400],
    styles: [plain('GT Swan Neck Wing'), cf('Carbon Fiber GT Wing'), plain('Chassis-Mount Track Wing')],
    blurb: 'A swan-neck wing with an adjustable angle of attack for real rear downforce on track.',
    features: [
      'Adjustable angle of attack',
      'Billet aluminium swan-neck uprights',
      'Wind-tunnel-developed profile',
      'Includes trunk reinforcement plates',
    ],
  },
  'Wide Body Kit': {
    code: 'WB',
    category: 'Body Kit',
    fitPosition: 'Wide Body Aero',
    price: [2600, 12500],
    styles: [
      plain('Wide Body Kit'),
      cf('Carbon Fiber Wide Body Kit'),
      plain('Rocket-Style Wide Body Kit'),
      plain('Full Wide Body Conversion'),
    ],
    blurb: 'A complete wide body conversion with over-fenders, bumpers and side extensions for a dramatic, track-ready stance.',
    features: [
      'Front and rear over-fenders',
      'Front lip, side skirts and rear diffuser included',
      'Room for much wider wheels and tyres',
      'Cutting of the factory fenders required',
      'Professional installation recommended',
    ],
  },
  Grille: {
    code: 'GR',
    category: 'Exterior',
    fitPosition: 'Exterior',
    price: [180, 700],
    styles: [plain('Honeycomb Front Grille'), cf('Carbon Fiber Upper Grille'), plain('Mesh Lower Grille Insert')],
    blurb: 'A front grille that opens up airflow and gives the nose a cleaner, more purposeful look.',
    features: ['Direct replacement for the factory grille', 'Improved airflow to the radiator', 'Retains factory emblem mount', 'UV-stable finish'],
  },
  'Mirror Caps': {
    code: 'MC',
    category: 'Exterior',
    fitPosition: 'Exterior',
    price: [140, 450],
    styles: [cf('Carbon Fiber Mirror Caps'), plain('Gloss Black Mirror Caps'), plain('M-Style Mirror Covers')],
    blurb: 'Replacement mirror caps that add a finishing detail without changing the mirror function.',
    features: ['Sold as a pair', 'Clip-on replacement for the factory caps', 'Keeps turn-signal and camera openings', 'UV-resistant coating'],
  },
  Trunk: {
    code: 'TR',
    category: 'Exterior',
    fitPosition: 'Exterior',
    price: [900, 2600],
    styles: [cf('Carbon Fiber Trunk Lid'), plain('Lightweight Trunk Lid'), cf('Carbon Fiber Rear Hatch')],
    blurb: 'A lightweight trunk lid that sheds weight from the rear of the car and accepts the factory hardware.',
    features: ['Uses factory hinges, latch and camera', 'Significant weight saving', 'Gas struts included', 'Clear-coated carbon or primed FRP'],
  },
  Headlights: {
    code: 'HL',
    category: 'Lighting',
    fitPosition: 'Lighting',
    price: [450, 1800],
    styles: [plain('LED Projector Headlights'), plain('Sequential LED Headlights'), plain('Smoked Full LED Headlights')],
    blurb: 'Full LED headlights with a crisp cut-off, sequential indicators and a modern daytime running light signature.',
    features: ['DOT/SAE compliant', 'Plug-and-play harness', 'Sequential turn signals', 'Sealed, fog-resistant housings', 'Sold as a pair'],
  },
  'Tail Lights': {
    code: 'TL',
    category: 'Lighting',
    fitPosition: 'Lighting',
    price: [280, 1200],
    styles: [plain('Sequential LED Tail Lights'), plain('Smoked LED Tail Lights'), plain('Euro-Style Tail Lights')],
    blurb: 'LED tail lights with sequential indicators and a smoked lens that modernise the rear of the car.',
    features: ['DOT/SAE compliant', 'Plug-and-play connectors', 'Sequential turn signals', 'Sold as a left and right pair'],
  },
  'Steering Wheels': {
    code: 'SW',
    category: 'Interior',
    fitPosition: 'Interior',
    price: [480, 1500],
    styles: [
      cf('Carbon Fiber Steering Wheel'),
      plain('Alcantara Flat-Bottom Steering Wheel'),
      cf('Carbon Fiber LED Shift Steering Wheel'),
    ],
    blurb: 'A thicker, more tactile steering wheel that keeps the factory airbag, buttons and heating.',
    features: ['Retains factory airbag and controls', 'Perforated leather or Alcantara grips', 'Flat-bottom design', 'Centre-stripe marker'],
  },
  'Interior Trim': {
    code: 'IT',
    category: 'Interior',
    fitPosition: 'Interior',
    price: [120, 900],
    styles: [cf('Carbon Fiber Interior Trim Kit'), cf('Carbon Fiber Center Console Cover'), plain('Alcantara Dash Trim')],
    blurb: 'Interior trim that replaces worn or plain factory pieces with a premium finish.',
    features: ['Direct replacement of factory trim', 'Clip-in installation', 'Scratch-resistant clear coat', 'Exact OEM fitment'],
  },
  Seats: {
    code: 'ST',
    category: 'Interior',
    fitPosition: 'Interior',
    price: [650, 3900],
    styles: [plain('Reclinable Bucket Seats (Pair)'), cf('Carbon Kevlar Fixed-Back Bucket Seat'), plain('Sport Seat Upgrade Kit')],
    blurb: 'Supportive bucket seats that hold the driver in place under load and save weight over the factory seats.',
    features: ['FIA-rated shells on fixed-back models', 'Vehicle-specific seat rails available', 'Harness pass-throughs', 'Breathable fabric and Alcantara bolsters'],
  },
  'Shift Knobs': {
    code: 'SK',
    category: 'Interior',
    fitPosition: 'Interior',
    price: [40, 220],
    styles: [plain('Weighted Shift Knob'), cf('Carbon Fiber Shift Knob'), plain('Titanium Shift Knob')],
    blurb: 'A weighted shift knob that smooths each gear change and gives the cabin a finished detail.',
    features: ['Adapter for the factory thread included', 'Weighted for smoother engagement', 'Engraved shift pattern', 'Heat-resistant finish'],
  },
};

export const SUSPENSION_ITEMS: Record<string, { name: string; price: [number, number] }[]> = {
  'Coilovers / Springs': [
    { name: 'Coilover Kit', price: [1100, 2800] },
    { name: 'Street Coilover Kit', price: [900, 1700] },
    { name: 'Lowering Springs', price: [240, 420] },
  ],
  'Arms / Links': [
    { name: 'Adjustable Rear Camber Arms', price: [220, 480] },
    { name: 'Rear Toe Arm Kit', price: [180, 380] },
    { name: 'Adjustable Sway Bar End Links', price: [110, 220] },
  ],
  'Air Suspensions': [
    { name: 'Air Suspension Kit', price: [2100, 2900] },
    { name: 'Air Ride Management Kit', price: [1400, 2400] },
  ],
  Shocks: [
    { name: 'Performance Shocks (Set of 4)', price: [520, 1100] },
    { name: 'Sport Struts', price: [380, 900] },
  ],
  'STRUT TOWER / POWER BRACES': [
    { name: 'Front Strut Tower Brace', price: [150, 420] },
    { name: 'Rear Power Brace', price: [160, 380] },
  ],
  'Sway bars': [
    { name: 'Adjustable Sway Bar Kit', price: [320, 700] },
    { name: 'Front Sway Bar', price: [220, 420] },
  ],
  Accessories: [
    { name: 'Camber Bolt Kit', price: [40, 90] },
    { name: 'Bump Steer Correction Kit', price: [180, 340] },
    { name: 'Polyurethane Bushing Kit', price: [140, 360] },
  ],
};

export const WHEEL_MODELS: Record<string, string[]> = {
  'ADVAN RACING': ['Advan Racing GT Beyond', 'Advan Racing RZ-DF2'],
  'BC FORGED': ['BC Forged EH175', 'BC Forged RS43'],
  Enkei: ['Enkei RPF1', 'Enkei NT03+M'],
  FR1: ['FR1 Forged Monoblock', 'FR1 Flow-Formed FF10'],
  Kansei: ['Kansei Roku', 'Kansei Tandem'],
  'Volk Racing': ['Volk Racing TE37 Saga', 'Volk Racing ZE40'],
};

export const WHEEL_SPECS: Record<string, string[]> = {
  '17 inch': ['17x8 +35', '17x9 +40'],
  '18 inch': ['18x9.5 +40', '18x9 +38'],
  '19 inch': ['19x9.5 +35', '19x10 +40'],
};

/** Product-name nouns for the performance-part catalogue's plural part names. */
export function singularPart(part: string): string {
  const special: Record<string, string> = {
    'ECU Tuning': 'ECU Tune',
    'Brake Fluid': 'Racing Brake Fluid',
    'Fuel System': 'Fuel System Upgrade',
    'Engine Build Parts': 'Engine Build Kit',
    'Limited-Slip Differentials': 'Limited-Slip Differential',
    'Gauges': 'Gauge Pod',
    'Launch Control': 'Launch Control Module',
    'Hood Damper': 'Hood Damper Kit',
    'Oil Cooler': 'Oil Cooler Kit',
    'Differential Mount': 'Differential Mount Insert',
    'Axles': 'Performance Axle',
    'Connecting Rods': 'Forged Connecting Rods',
    'Pistons': 'Forged Pistons',
    'Camshafts': 'Performance Camshafts',
    'Valve Springs': 'Valve Spring Kit',
    'Engine Bearings': 'Engine Bearing Set',
    'Spark Plugs': 'Iridium Spark Plugs',
    'Ignition Coils': 'High-Output Ignition Coils',
    'Brake Pads': 'Performance Brake Pads',
    'Brake Rotors': 'Slotted Brake Rotors',
    'Brake Lines': 'Stainless Brake Lines',
    'Fuel Injectors': 'High-Flow Fuel Injectors',
  };
  if (special[part]) return special[part];
  if (/ies$/.test(part)) return part.replace(/ies$/, 'y');
  if (/(ches|shes|sses|xes)$/.test(part)) return part.replace(/es$/, '');
  if (/s$/.test(part) && !/ss$/.test(part)) return part.replace(/s$/, '');
  return part;
}
