/**
 * The seed catalogue's text in Spanish and Japanese, keyed by the English it stands for (the
 * templates in templates.ts and text.ts stay the English source). Written for each market, not
 * word for word: Spanish as a US Hispanic shopper reads a parts listing (cofre, defensa, rines,
 * inches and mm as in the US); Japanese as a Japanese parts shop writes one (純正, 左右セット,
 * ボルトオン, 車検), with the terms separated by spaces as shop titles are, so a search for any term finds it.
 * Brand and model names, chassis codes and wheel sizes stay as they are.
 */
export type Translated = readonly [es: string, ja: string];

/** Product-name nouns: template styles, suspension items, performance parts. */
export const TITLES: Record<string, Translated> = {
  // Exhaust
  'Titanium Cat-Back Exhaust': ['Escape cat-back de titanio', 'チタン キャタバック マフラー'],
  'Stainless Steel Cat-Back Exhaust': ['Escape cat-back de acero inoxidable', 'ステンレス キャタバック マフラー'],
  'Valved Cat-Back Exhaust': ['Escape cat-back con válvulas', 'バルブ付き キャタバック マフラー'],
  'Axle-Back Exhaust With Burnt Tips': ['Escape axle-back con puntas quemadas', 'アクスルバック マフラー 焼きチタン風テール'],
  'Straight-Pipe Race Exhaust': ['Escape de competencia straight pipe', 'ストレート レーシングマフラー'],
  'Catted Downpipe': ['Downpipe con catalizador', '触媒付き ダウンパイプ'],
  // Intake, intercooler
  'Cold Air Intake': ['Toma de aire frío', 'コールドエア インテーク'],
  'Short Ram Intake': ['Admisión short ram', 'ショートラム インテーク'],
  'Carbon Fiber Cold Air Intake': ['Toma de aire frío de fibra de carbono', 'カーボン コールドエア インテーク'],
  'Intake Pipe Upgrade': ['Tubo de admisión mejorado', '強化 インテークパイプ'],
  'Front Mount Intercooler': ['Intercooler de montaje frontal', '前置き インタークーラー'],
  'Bar and Plate Intercooler Upgrade': ['Intercooler mejorado de barra y placa', 'バー&プレート 大容量 インタークーラー'],
  'Top Mount Intercooler Kit': ['Kit de intercooler de montaje superior', '上置き インタークーラー キット'],
  // Brakes
  '6-Piston Big Brake Kit': ['Kit de frenos grandes de 6 pistones', '6ポット ビッグブレーキキット'],
  'Performance Brake Pads': ['Pastillas de freno de alto desempeño', 'スポーツ ブレーキパッド'],
  'Slotted Two-Piece Brake Rotors': ['Rotores de freno ranurados de dos piezas', 'スリット入り 2ピース ブレーキローター'],
  'Stainless Braided Brake Lines': ['Líneas de freno de malla de acero inoxidable', 'ステンメッシュ ブレーキホース'],
  '4-Piston Big Brake Kit': ['Kit de frenos grandes de 4 pistones', '4ポット ビッグブレーキキット'],
  // Hood, fenders, bumpers, aero
  'Carbon Fiber Vented Hood': ['Cofre de fibra de carbono con ventilas', 'カーボン ダクト付き ボンネット'],
  'Carbon Fiber OEM-Style Hood': ['Cofre de fibra de carbono estilo original', 'カーボン 純正形状 ボンネット'],
  'Double-Sided Carbon Fiber Hood': ['Cofre de fibra de carbono de doble cara', '両面カーボン ボンネット'],
  'Aluminum Heat Extractor Hood': ['Cofre de aluminio con extractor de calor', 'アルミ 熱抜きダクト付き ボンネット'],
  'FRP Race Vented Hood': ['Cofre de competencia de FRP con ventilas', 'FRP レース用 ダクト付き ボンネット'],
  'Carbon Fiber Vented Front Fenders': ['Salpicaderas delanteras de fibra de carbono con ventilas', 'カーボン ダクト付き フロントフェンダー'],
  'Widened Front Fenders +25mm': ['Salpicaderas delanteras ensanchadas +25 mm', '+25mm ワイド フロントフェンダー'],
  'Carbon Fiber Fender Garnish': ['Molduras de salpicadera de fibra de carbono', 'カーボン フェンダーガーニッシュ'],
  'Aero Vented Front Fenders': ['Salpicaderas delanteras aero con ventilas', 'エアロ ダクト付き フロントフェンダー'],
  'Carbon Fiber Front Bumper': ['Defensa delantera de fibra de carbono', 'カーボン フロントバンパー'],
  'GT-Style Front Bumper': ['Defensa delantera estilo GT', 'GTスタイル フロントバンパー'],
  'Aero Rear Bumper': ['Defensa trasera aero', 'エアロ リアバンパー'],
  'Carbon Fiber Rear Bumper Valance': ['Faldón de defensa trasera de fibra de carbono', 'カーボン リアバンパー アンダースポイラー'],
  'Track Front Bumper With Brake Ducts': ['Defensa delantera de pista con ductos de freno', 'ブレーキダクト付き サーキット用 フロントバンパー'],
  'Carbon Fiber Front Lip Splitter': ['Splitter delantero de fibra de carbono', 'カーボン フロントリップ スプリッター'],
  'V-Style Carbon Fiber Front Lip': ['Lip delantero de fibra de carbono estilo V', 'Vスタイル カーボン フロントリップ'],
  'ABS Front Lip Spoiler': ['Lip delantero de ABS', 'ABS製 フロントリップスポイラー'],
  'Polyurethane Front Lip': ['Lip delantero de poliuretano', 'ウレタン製 フロントリップ'],
  'Carbon Fiber Side Skirt Extensions': ['Extensiones de estribos de fibra de carbono', 'カーボン サイドスカート エクステンション'],
  'Aero Side Skirts': ['Estribos laterales aero', 'エアロ サイドスカート'],
  'Track-Style Side Splitters': ['Splitters laterales estilo pista', 'サーキットスタイル サイドスプリッター'],
  'Carbon Fiber Rear Diffuser': ['Difusor trasero de fibra de carbono', 'カーボン リアディフューザー'],
  'Quad-Fin Carbon Fiber Diffuser': ['Difusor de fibra de carbono de cuatro aletas', '4フィン カーボン ディフューザー'],
  'ABS Rear Diffuser': ['Difusor trasero de ABS', 'ABS製 リアディフューザー'],
  'Track Rear Diffuser With Center Fin': ['Difusor trasero de pista con aleta central', 'センターフィン付き サーキット用 リアディフューザー'],
  'Carbon Fiber Ducktail Spoiler': ['Alerón ducktail de fibra de carbono', 'カーボン ダックテール スポイラー'],
  'Carbon Fiber Trunk Spoiler': ['Alerón de cajuela de fibra de carbono', 'カーボン トランクスポイラー'],
  'OEM-Style Rear Spoiler': ['Alerón trasero estilo original', '純正形状 リアスポイラー'],
  'Highkick Ducktail Spoiler': ['Alerón ducktail alto (highkick)', 'ハイキック ダックテール スポイラー'],
  'Carbon Fiber Roof Spoiler': ['Alerón de techo de fibra de carbono', 'カーボン ルーフスポイラー'],
  'Roof Wing Extension': ['Extensión de alerón de techo', 'ルーフウイング エクステンション'],
  'Rear Window Roof Visor': ['Visera de techo para medallón', 'リアウインドウ ルーフバイザー'],
  'GT Swan Neck Wing': ['Alerón GT cuello de cisne', 'スワンネック GTウイング'],
  'Carbon Fiber GT Wing': ['Alerón GT de fibra de carbono', 'カーボン GTウイング'],
  'Chassis-Mount Track Wing': ['Alerón de pista montado al chasis', 'シャシーマウント サーキット用 ウイング'],
  'Wide Body Kit': ['Kit de carrocería ancha (wide body)', 'ワイドボディキット'],
  'Carbon Fiber Wide Body Kit': ['Kit wide body de fibra de carbono', 'カーボン ワイドボディキット'],
  'Rocket-Style Wide Body Kit': ['Kit wide body estilo Rocket', 'ロケットスタイル ワイドボディキット'],
  'Full Wide Body Conversion': ['Conversión wide body completa', 'フル ワイドボディ コンバージョン'],
  'Honeycomb Front Grille': ['Parrilla delantera tipo panal', 'ハニカム フロントグリル'],
  'Carbon Fiber Upper Grille': ['Parrilla superior de fibra de carbono', 'カーボン アッパーグリル'],
  'Mesh Lower Grille Insert': ['Inserto de malla para parrilla inferior', 'メッシュ ロアグリル インサート'],
  'Carbon Fiber Mirror Caps': ['Cubiertas de espejo de fibra de carbono', 'カーボン ドアミラーカバー'],
  'Gloss Black Mirror Caps': ['Cubiertas de espejo negro brillante', 'グロスブラック ドアミラーカバー'],
  'M-Style Mirror Covers': ['Cubiertas de espejo estilo M', 'Mスタイル ドアミラーカバー'],
  'Carbon Fiber Trunk Lid': ['Tapa de cajuela de fibra de carbono', 'カーボン トランクフード'],
  'Lightweight Trunk Lid': ['Tapa de cajuela ligera', '軽量 トランクフード'],
  'Carbon Fiber Rear Hatch': ['Compuerta trasera de fibra de carbono', 'カーボン リアハッチ'],
  // Lighting
  'LED Projector Headlights': ['Faros LED de proyector', 'LED プロジェクター ヘッドライト'],
  'Sequential LED Headlights': ['Faros LED secuenciales', 'シーケンシャル LED ヘッドライト'],
  'Smoked Full LED Headlights': ['Faros full LED ahumados', 'スモーク フルLED ヘッドライト'],
  'Sequential LED Tail Lights': ['Calaveras LED secuenciales', 'シーケンシャル LED テールランプ'],
  'Smoked LED Tail Lights': ['Calaveras LED ahumadas', 'スモーク LED テールランプ'],
  'Euro-Style Tail Lights': ['Calaveras estilo europeo', 'ユーロスタイル テールランプ'],
  // Interior
  'Carbon Fiber Steering Wheel': ['Volante de fibra de carbono', 'カーボン ステアリング'],
  'Alcantara Flat-Bottom Steering Wheel': ['Volante de fondo plano en Alcantara', 'アルカンターラ Dシェイプ ステアリング'],
  'Carbon Fiber LED Shift Steering Wheel': ['Volante de fibra de carbono con luces LED de cambio', 'カーボン LEDシフトインジケーター付き ステアリング'],
  'Carbon Fiber Interior Trim Kit': ['Kit de molduras interiores de fibra de carbono', 'カーボン インテリアパネル キット'],
  'Carbon Fiber Center Console Cover': ['Cubierta de consola central de fibra de carbono', 'カーボン センターコンソール カバー'],
  'Alcantara Dash Trim': ['Moldura de tablero en Alcantara', 'アルカンターラ ダッシュパネル'],
  'Reclinable Bucket Seats (Pair)': ['Asientos tipo bucket reclinables (par)', 'セミバケットシート リクライニング 左右セット'],
  'Carbon Kevlar Fixed-Back Bucket Seat': ['Asiento bucket fijo de carbono-kevlar', 'カーボンケブラー フルバケットシート'],
  'Sport Seat Upgrade Kit': ['Kit de asientos deportivos', 'スポーツシート アップグレードキット'],
  'Weighted Shift Knob': ['Perilla de cambios con peso', '重量級 シフトノブ'],
  'Carbon Fiber Shift Knob': ['Perilla de cambios de fibra de carbono', 'カーボン シフトノブ'],
  'Titanium Shift Knob': ['Perilla de cambios de titanio', 'チタン シフトノブ'],
  // Suspension
  'Coilover Kit': ['Kit de coilovers', '車高調キット'],
  'Street Coilover Kit': ['Kit de coilovers de calle', 'ストリート 車高調キット'],
  'Track Coilover Kit With Camber Plates': ['Kit de coilovers de pista con placas de camber', 'キャンバープレート付き サーキット用 車高調キット'],
  'Lowering Springs': ['Resortes de suspensión rebajada', 'ダウンサス'],
  'Adjustable Rear Camber Arms': ['Brazos de camber traseros ajustables', '調整式 リアキャンバーアーム'],
  'Rear Toe Arm Kit': ['Kit de brazos de convergencia traseros', 'リアトーアーム キット'],
  'Adjustable Sway Bar End Links': ['Bieletas de barra estabilizadora ajustables', '調整式 スタビリンク'],
  'Air Suspension Kit': ['Kit de suspensión de aire', 'エアサスペンション キット'],
  'Air Ride Management Kit': ['Kit de control de suspensión de aire', 'エアサス マネジメントキット'],
  'Performance Shocks (Set of 4)': ['Amortiguadores de alto desempeño (juego de 4)', 'スポーツ ショックアブソーバー 1台分'],
  'Sport Struts': ['Amortiguadores McPherson deportivos', 'スポーツ ストラット'],
  'Front Strut Tower Brace': ['Barra de torretas delantera', 'フロント タワーバー'],
  'Rear Power Brace': ['Refuerzo trasero (power brace)', 'リア パワーブレース'],
  'Adjustable Sway Bar Kit': ['Kit de barras estabilizadoras ajustables', '調整式 スタビライザー キット'],
  'Front Sway Bar': ['Barra estabilizadora delantera', 'フロント スタビライザー'],
  'Camber Bolt Kit': ['Kit de tornillos de camber', 'キャンバーボルト キット'],
  'Bump Steer Correction Kit': ['Kit de corrección de bump steer', 'バンプステア補正キット'],
  'Polyurethane Bushing Kit': ['Kit de bujes de poliuretano', 'ウレタン ブッシュキット'],
  // Performance parts (singular names of lib/shop/catalogue/performance-parts)
  'Cooling Fan': ['Ventilador de enfriamiento', '電動ファン'],
  'Data Logger': ['Registrador de datos', 'データロガー'],
  Flywheel: ['Volante de motor', 'フライホイール'],
  'Front Big Brake Kit': ['Kit de frenos grandes delanteros', 'フロント ビッグブレーキキット'],
  'High-Output Ignition Coils': ['Bobinas de encendido de alto rendimiento', '強化 イグニッションコイル'],
  'Intake Manifold': ['Múltiple de admisión', 'インテークマニホールド'],
  Intercooler: ['Intercooler', 'インタークーラー'],
  'Iridium Spark Plugs': ['Bujías de iridio', 'イリジウム スパークプラグ'],
  'Oil Catch Can': ['Depósito recolector de aceite (catch can)', 'オイルキャッチタンク'],
  'Racing Brake Fluid': ['Líquido de frenos de competencia', 'レーシング ブレーキフルード'],
  Radiator: ['Radiador', 'ラジエーター'],
  'Radiator Hose': ['Manguera de radiador', 'ラジエーターホース'],
  'Short Shifter': ['Palanca de cambios de recorrido corto', 'ショートシフター'],
  'Slotted Brake Rotors': ['Rotores de freno ranurados', 'スリット入り ブレーキローター'],
  'Throttle Body': ['Cuerpo de aceleración', 'スロットルボディ'],
  'Turbo Kit': ['Kit turbo', 'ターボキット'],
  Turbocharger: ['Turbocargador', 'ターボチャージャー'],
  'Turbocharger Upgrade': ['Turbocargador mejorado', 'タービン アップグレード'],
};

/** A wheel set's title: the model and size stay, the words around them are translated. */
export const WHEEL_SET: { pattern: RegExp; es: (model: string) => string; ja: (model: string) => string } = {
  pattern: /^(.+) Wheel Set$/,
  es: (model) => `Juego de rines ${model}`,
  ja: (model) => `${model} ホイール 4本セット`,
};

/** Name suffixes: garage-sale conditions and generated variants. */
export const SUFFIXES: Record<string, Translated> = {
  ' – Open Box': [' – Caja abierta', ' 【開封品】'],
  ' – Scratch & Dent': [' – Con detalles estéticos', ' 【キズ・凹みあり】'],
  ' – Blemished': [' – Con imperfecciones', ' 【アウトレット】'],
  ' – Used Once': [' – Usado una vez', ' 【使用1回 中古品】'],
  ' – Demo Unit': [' – Unidad de exhibición', ' 【展示品】'],
};
export const VARIANT: Translated = ['Variante', 'バリエーション'];

/** How each generation is named in a product name, a sentence and the fitment line. */
export const VEHICLE_TEXT: Record<string, { prefix: Translated; label: Translated; chassis: Translated }> = {
  'gr-corolla': { prefix: ['GR Corolla', 'GRカローラ'], label: ['Toyota GR Corolla 2023+', 'GRカローラ（2023年～）'], chassis: ['GR Corolla (GZEA14)', 'GRカローラ（GZEA14）'] },
  '12th-gen-corolla': {
    prefix: ['Corolla 12.ª gen.', '12代目カローラ'],
    label: ['Corolla 12.ª generación 2019+', '12代目カローラ（2019年～）'],
    chassis: ['Corolla sedán y hatchback (E210)', 'カローラ セダン／ハッチバック（E210）'],
  },
  '11th-gen-corolla': {
    prefix: ['Corolla 11.ª gen.', '11代目カローラ'],
    label: ['Corolla 11.ª generación 2014-2019', '11代目カローラ（2014～2019年）'],
    chassis: ['Corolla sedán (E170)', 'カローラ セダン（E170）'],
  },
  'gen-9-camry': { prefix: ['Camry 9.ª gen.', '9代目カムリ'], label: ['Camry 9.ª generación', '9代目カムリ'], chassis: ['Camry (XV80)', 'カムリ（XV80）'] },
  'gen-8-camry': { prefix: ['Camry 8.ª gen.', '8代目カムリ'], label: ['Camry 8.ª generación', '8代目カムリ'], chassis: ['Camry (XV70)', 'カムリ（XV70）'] },
  'gen-7-camry': { prefix: ['Camry 7.ª gen.', '7代目カムリ'], label: ['Camry 7.ª generación', '7代目カムリ'], chassis: ['Camry (XV50)', 'カムリ（XV50）'] },
  'mk5-gr-supra': { prefix: ['Supra MK5', 'GRスープラ A90'], label: ['Supra MK5', 'GRスープラ（A90/A91）'], chassis: ['GR Supra (A90/A91)', 'GRスープラ（A90/A91）'] },
  'mk4-supra': { prefix: ['Supra MK4', 'スープラ JZA80'], label: ['Supra MK4', '80スープラ'], chassis: ['Supra (JZA80)', 'スープラ（JZA80）'] },
  zn8: { prefix: ['GR86 ZN8', 'GR86 ZN8'], label: ['GR86 ZN8', 'GR86（ZN8）'], chassis: ['GR86 (ZN8)', 'GR86（ZN8）'] },
  zn6: { prefix: ['GR86 ZN6', '86 ZN6'], label: ['GR86 ZN6', '86（ZN6）'], chassis: ['86 / FR-S (ZN6)', '86／サイオン FR-S（ZN6）'] },
};

/** The car brand of the Spanish fitment line ("Toyota GR86"); the Japanese one names the chassis alone, as Japanese listings do. */
export const CAR_BRAND: Record<string, Translated> = {
  'Toyota Corolla': ['Toyota Corolla', 'トヨタ カローラ'],
  'Toyota Camry': ['Toyota Camry', 'トヨタ カムリ'],
  'Toyota GR86': ['Toyota GR86', 'トヨタ GR86'],
  'Toyota Supra': ['Toyota Supra', 'トヨタ スープラ'],
};

/** The first paragraph of each product type's description. */
export const BLURBS: Record<string, Translated> = {
  Exhaust: [
    'Escape con tubería doblada en mandril que mejora el flujo, reduce peso y le da al motor un tono profundo y limpio, sin zumbido en carretera.',
    'マンドレルベンド加工で排気効率を高め、軽量化も実現。低く澄んだサウンドながら、巡航時のこもり音を抑えています。',
  ],
  'Suspension Parts': [
    'Diseñado para una entrada en curva más precisa, menos balanceo de carrocería y llantas bien pegadas al piso, en la calle y en la pista.',
    '回頭性を高めてロールを抑え、タイヤをしっかり路面に接地させます。街乗りからサーキットまで対応。',
  ],
  'Performance Parts': [
    'Una mejora probada para quien busca más respuesta, más consistencia y más margen en su proyecto.',
    'レスポンス、安定性、チューニングの伸びしろを求めるオーナーに。実績のあるアップグレードパーツです。',
  ],
  Intake: [
    'Aire más frío y denso con un camino más directo al cuerpo de aceleración: mejor respuesta y un sonido de admisión que se disfruta.',
    'より冷たく密度の高い空気をスムーズにスロットルへ。アクセルレスポンスが鋭くなり、心地よい吸気音も楽しめます。',
  ],
  Intercooler: [
    'Núcleo de barra y placa más grande que mantiene baja la temperatura de admisión vuelta tras vuelta y conserva el avance del encendido en días de calor.',
    '大容量のバー&プレートコアで、周回を重ねても吸気温度の上昇を抑制。真夏でも点火時期が落ちにくくなります。',
  ],
  Brakes: [
    'Más capacidad térmica y un pedal más firme y constante para manejo intenso en la calle y días de pista.',
    '熱容量に余裕があり、ペダルタッチは硬く安定。ワインディングやサーキット走行会でも安心して踏めます。',
  ],
  Wheels: [
    'Rines ligeros que reducen la masa no suspendida y la inercia de giro, en medidas y offsets elegidos para este chasis.',
    'バネ下重量と回転慣性を減らす軽量ホイール。この車両に合わせたサイズとインセットを選定しています。',
  ],
  Hood: [
    'Cofre más ligero con ventilas funcionales que sacan el calor del compartimiento del motor y afinan el frente del auto.',
    '純正より軽く、機能するダクトでエンジンルームの熱を効率よく排出。フロントの印象も引き締まります。',
  ],
  Fenders: [
    'Salpicaderas delanteras con ventilas que liberan la presión del pozo de rueda y dejan espacio para rines y llantas más anchos.',
    'ダクトでタイヤハウス内の圧力を逃がし、より太いホイール・タイヤを収めるスペースも確保するフロントフェンダーです。',
  ],
  Bumpers: [
    'Defensa de estilo más agresivo con entradas más grandes que alimentan el radiador, el intercooler y los frenos.',
    '大きな開口部でラジエーター、インタークーラー、ブレーキへ効率よく導風する、アグレッシブなデザインのバンパーです。',
  ],
  'Front Lip': [
    'Lip delantero que suma agarre en el frente y una postura más baja y ancha sin tocar la defensa original.',
    '純正バンパーに加工なしで装着でき、フロントのダウンフォースと低くワイドなスタイルを手に入れられるリップです。',
  ],
  'Side Skirts': [
    'Estribos laterales que ordenan el flujo de aire a lo largo de los costados y completan el look del lip delantero y el difusor trasero.',
    'サイドシル沿いの気流を整え、フロントリップやリアディフューザーとのトータルコーディネートを完成させるサイドスカートです。',
  ],
  'Rear Diffuser': [
    'Difusor trasero que limpia el aire que sale por debajo del auto y enmarca las puntas del escape.',
    '床下から抜ける空気の流れを整え、マフラーカッターを引き立てるリアディフューザーです。',
  ],
  'Rear Spoilers': [
    'Alerón tipo ducktail que da más estabilidad atrás a alta velocidad y una silueta limpia y clásica.',
    '高速域でのリアの安定感を高め、クラシカルで美しいシルエットに仕上げるダックテールスポイラーです。',
  ],
  'Roof Spoiler': [
    'Alerón de techo que prolonga la línea del techo y suaviza el aire sobre el medallón.',
    'ルーフラインを延長し、リアガラスへ流れる空気をスムーズに整えるルーフスポイラーです。',
  ],
  Wing: [
    'Alerón cuello de cisne con ángulo de ataque ajustable para una carga aerodinámica trasera real en la pista.',
    '迎角調整式のスワンネックウイング。サーキットで実際に効くリアダウンフォースを発生します。',
  ],
  'Wide Body Kit': [
    'Conversión wide body completa con extensiones de salpicadera, defensas y extensiones laterales para una postura dramática y lista para la pista.',
    'オーバーフェンダー、バンパー、サイドエクステンションまで揃ったフルワイドボディ。迫力あるサーキット仕様のスタイルに。',
  ],
  Grille: [
    'Parrilla delantera que abre el paso del aire y le da al frente un aspecto más limpio y decidido.',
    '導風量を増やし、フロントフェイスをすっきりと精悍に見せるフロントグリルです。',
  ],
  'Mirror Caps': [
    'Cubiertas de espejo de repuesto que agregan un detalle de acabado sin cambiar el funcionamiento del espejo.',
    'ミラーの機能はそのままに、外装の仕上げにアクセントを加える交換タイプのドアミラーカバーです。',
  ],
  Trunk: [
    'Tapa de cajuela ligera que quita peso de la parte trasera del auto y usa la tornillería original.',
    'リアまわりを大幅に軽量化し、純正の金具類をそのまま使えるトランクフードです。',
  ],
  Headlights: [
    'Faros full LED con corte de luz nítido, direccionales secuenciales y una firma de luz diurna moderna.',
    'くっきりしたカットラインのフルLEDヘッドライト。流れるウインカーとモダンなデイライトを備えています。',
  ],
  'Tail Lights': [
    'Calaveras LED con direccionales secuenciales y mica ahumada que modernizan la parte trasera del auto.',
    '流れるウインカーとスモークレンズで、リアビューを一新するLEDテールランプです。',
  ],
  'Steering Wheels': [
    'Volante más grueso y con mejor tacto que conserva la bolsa de aire, los botones y la calefacción originales.',
    '太めのグリップで手になじむステアリング。純正エアバッグ、スイッチ類、ステアリングヒーターはそのまま使えます。',
  ],
  'Interior Trim': [
    'Molduras interiores que reemplazan las piezas originales gastadas o sencillas con un acabado premium.',
    '劣化した、あるいは質素な純正パネルを、上質な仕上げのパネルに置き換えるインテリアトリムです。',
  ],
  Seats: [
    'Asientos bucket que sujetan al conductor en las curvas y pesan menos que los asientos originales.',
    'コーナリング時も体をしっかりホールドし、純正シートより軽量なバケットシートです。',
  ],
  'Shift Knobs': [
    'Perilla de cambios con peso que suaviza cada cambio y le da un toque de acabado a la cabina.',
    '適度な重さでシフト操作が滑らかになり、室内のアクセントにもなるシフトノブです。',
  ],
};

/** Feature lines of every product type. */
export const FEATURES: Record<string, Translated> = {
  // Exhaust
  'T304 stainless steel construction with TIG-welded joints': ['Construcción en acero inoxidable T304 con uniones soldadas TIG', 'SUS304ステンレス製、TIG溶接仕上げ'],
  'Mandrel-bent piping keeps the full diameter through every bend': ['Tubería doblada en mandril que mantiene el diámetro completo en cada curva', 'マンドレルベンドで曲げ部もパイプ径を維持'],
  'Resonated design to control highway drone': ['Diseño con resonador para controlar el zumbido en carretera', 'レゾネーター付きで高速巡航時のこもり音を低減'],
  'Bolt-on installation with the factory hangers': ['Instalación atornillable con los soportes originales', '純正ハンガーを使うボルトオン取付'],
  'Polished or burnt-titanium 4-inch tips': ['Puntas de 4 pulgadas pulidas o de titanio quemado', 'ポリッシュまたは焼きチタンの4インチ（約101mm）テール'],
  'Includes gaskets, clamps and hardware': ['Incluye juntas, abrazaderas y tornillería', 'ガスケット・クランプ・ボルト類付属'],
  // Suspension
  'Corrosion-resistant finish for year-round driving': ['Acabado resistente a la corrosión para manejar todo el año', '防錆処理済みで一年中安心'],
  'Direct bolt-on fitment, no cutting required': ['Instalación directa atornillable, sin cortes', 'ボルトオン取付、加工不要'],
  'Tuned spring rates and damping for this chassis': ['Dureza de resortes y amortiguación calibradas para este chasis', 'この車両専用のバネレートと減衰力セッティング'],
  'Laser-etched part numbers for easy identification': ['Números de parte grabados con láser para identificarlos fácilmente', 'レーザー刻印の品番で識別が簡単'],
  'Pre-greased polyurethane and spherical bushings': ['Bujes de poliuretano y esféricos preengrasados', 'グリスアップ済みのウレタン／ピロボールブッシュ'],
  'Backed by a limited lifetime warranty': ['Respaldado por una garantía limitada de por vida', '限定生涯保証付き'],
  // Performance parts
  'Dyno-tested on this platform': ['Probado en dinamómetro en esta plataforma', 'この車両でシャシダイ計測済み'],
  'Billet aluminium and stainless hardware': ['Aluminio maquinado y tornillería de acero inoxidable', 'アルミ削り出し＆ステンレス製ボルト'],
  'Plug-and-play with factory connectors': ['Plug-and-play con los conectores originales', '純正カプラーにそのまま接続'],
  'Detailed installation guide included': ['Incluye guía de instalación detallada', '詳しい取付説明書付き'],
  'Improves consistency under repeated hard use': ['Mejora la consistencia bajo uso intenso y repetido', '連続周回など高負荷が続いても性能が安定'],
  'Designed to work with common bolt-on upgrades': ['Diseñado para funcionar con las mejoras atornillables más comunes', '定番のボルトオンパーツとの併用を想定した設計'],
  // Intake
  'Heat shield isolates the filter from engine-bay heat': ['Escudo térmico que aísla el filtro del calor del motor', '遮熱板でエンジンルームの熱からフィルターを遮断'],
  'Washable, reusable high-flow filter': ['Filtro de alto flujo lavable y reutilizable', '洗って繰り返し使える高効率フィルター'],
  'Retains the factory MAF sensor housing': ['Conserva la carcasa original del sensor MAF', '純正エアフロセンサーハウジングをそのまま使用'],
  'Smooth silicone couplers with T-bolt clamps': ['Acopladores de silicón con abrazaderas tipo T', 'シリコンホースとTボルトクランプで確実に接続'],
  'Installs in under an hour with hand tools': ['Se instala en menos de una hora con herramientas de mano', '一般工具で1時間以内に取付可能'],
  // Intercooler
  'Bar-and-plate core with cast end tanks': ['Núcleo de barra y placa con tanques fundidos', 'バー&プレートコア＋鋳造エンドタンク'],
  'Lower intake air temperatures under sustained boost': ['Menor temperatura del aire de admisión con boost sostenido', '高ブースト継続時も吸気温度を低く維持'],
  'Minimal pressure drop across the core': ['Caída de presión mínima a través del núcleo', 'コア通過時の圧力損失を最小限に'],
  'Retains factory bumper and crash beam': ['Conserva la defensa y la barra de impacto originales', '純正バンパー・バンパーリインフォースはそのまま'],
  'Includes silicone couplers and clamps': ['Incluye acopladores de silicón y abrazaderas', 'シリコンホース・クランプ付属'],
  // Brakes
  'Forged monoblock calipers': ['Calipers monobloque forjados', '鍛造モノブロックキャリパー'],
  'Two-piece floating rotors reduce unsprung weight': ['Rotores flotantes de dos piezas que reducen la masa no suspendida', '2ピースフローティングローターでバネ下重量を軽減'],
  'High-temperature track-capable pads': ['Pastillas para alta temperatura, aptas para pista', 'サーキット走行に耐える高温対応パッド'],
  'DOT-compliant stainless braided lines': ['Líneas de malla de acero inoxidable que cumplen con DOT', 'DOT規格適合のステンメッシュホース'],
  'Fits behind most 18-inch wheels': ['Cabe detrás de la mayoría de los rines de 18 pulgadas', 'ほとんどの18インチホイールに収まります'],
  // Wheels
  'Flow-formed or forged construction': ['Fabricación flow-formed o forjada', 'フローフォーミングまたは鍛造製法'],
  'Hub-centric fitment with the correct centre bore': ['Montaje centrado en el cubo con el diámetro central correcto', '適正センターボアのハブセントリック設計'],
  'JWL/VIA certified': ['Certificación JWL/VIA', 'JWL／VIA規格適合'],
  'Set of four, sold without tyres': ['Juego de cuatro, se vende sin llantas', '4本セット（タイヤは付属しません）'],
  'Clears the factory brakes': ['Libra los frenos originales', '純正ブレーキと干渉しません'],
  // Hood
  '2x2 twill weave with UV-resistant clear coat': ['Tejido twill 2x2 con barniz resistente a los rayos UV', '2×2綾織りカーボン、UVカットクリア塗装'],
  'Functional heat-extraction vents': ['Ventilas funcionales para extraer calor', '機能する熱抜きダクト'],
  'Uses the factory latch and hinges': ['Usa el seguro y las bisagras originales', '純正ロック・ヒンジをそのまま使用'],
  'Up to 50% lighter than the factory hood': ['Hasta 50 % más ligero que el cofre original', '純正ボンネット比で最大50％軽量'],
  'Hood pins recommended for track use': ['Se recomiendan pernos de cofre para uso en pista', 'サーキット走行時はボンネットピンの併用を推奨'],
  // Fenders
  'Functional wheel-well vents': ['Ventilas funcionales en el pozo de rueda', '機能するタイヤハウス排気ダクト'],
  'Sold as a left and right pair': ['Se vende en par, izquierda y derecha', '左右セット'],
  'Bolts to the factory mounting points': ['Se atornilla en los puntos de montaje originales', '純正取付位置にボルトオン'],
  'Room for up to 20mm more tyre width': ['Espacio para llantas hasta 20 mm más anchas', 'タイヤ幅を最大20mmアップ可能'],
  'Primed or clear-coated finish': ['Acabado con primer o barniz transparente', 'プライマー仕上げまたはクリア塗装仕上げ'],
  // Bumpers
  'Larger openings for cooling airflow': ['Entradas más grandes para el flujo de aire de enfriamiento', '冷却風を取り込む大型開口部'],
  'Integrated brake-cooling ducts': ['Ductos integrados para enfriar los frenos', 'ブレーキ冷却ダクト一体型'],
  'Retains factory fog-light and sensor mounts': ['Conserva los soportes originales de faros de niebla y sensores', '純正フォグランプ・センサー取付部を残した設計'],
  'Flexible polyurethane or carbon construction': ['Construcción en poliuretano flexible o carbono', 'しなやかなウレタン製またはカーボン製'],
  'Professional paint and fitting recommended': ['Se recomienda pintura e instalación profesional', '塗装・取付はプロショップでの作業を推奨'],
  // Front lip
  'Three-piece design for easy replacement': ['Diseño de tres piezas para reemplazarlo fácilmente', '3分割構造で破損時の交換も簡単'],
  'Installs with supplied hardware and 3M tape': ['Se instala con la tornillería incluida y cinta 3M', '付属のボルトと3M両面テープで取付'],
  'Adds measurable front downforce': ['Aporta carga aerodinámica delantera medible', '実測できるフロントダウンフォースを発生'],
  'Scrape-resistant underside': ['Parte inferior resistente a raspones', '擦っても傷みにくい裏面'],
  'Matte or gloss finish': ['Acabado mate o brillante', 'マットまたはグロス仕上げ'],
  // Side skirts
  'Bolt-on and 3M tape installation': ['Instalación atornillable y con cinta 3M', 'ボルトオン＋3M両面テープで取付'],
  'Follows the factory rocker line': ['Sigue la línea original del estribo', '純正サイドシルのラインに沿った形状'],
  'Lightweight and impact resistant': ['Ligero y resistente a impactos', '軽量で耐衝撃性に優れる'],
  // Rear diffuser
  'Functional vertical fins': ['Aletas verticales funcionales', '機能する縦フィン'],
  'Cut-outs for factory and aftermarket exhausts': ['Recortes para escapes originales y de aftermarket', '純正・社外マフラーどちらにも対応する開口部'],
  'Mounts to factory bumper points': ['Se monta en los puntos originales de la defensa', '純正バンパーの取付位置に装着'],
  'UV-protected finish': ['Acabado con protección UV', 'UVカット仕上げ'],
  // Rear spoilers
  'No-drill installation with automotive tape': ['Instalación sin perforar con cinta automotriz', '穴あけ不要、自動車用両面テープで取付'],
  'Shaped to follow the trunk line': ['Forma que sigue la línea de la cajuela', 'トランクラインに沿った形状'],
  'Clear-coated for UV protection': ['Barniz transparente con protección UV', 'UVカットクリア塗装済み'],
  'Adds rear stability at highway speed': ['Más estabilidad trasera a velocidad de carretera', '高速走行時のリアの安定性が向上'],
  // Roof spoiler
  'Tape-on installation': ['Instalación con cinta adhesiva', '両面テープで取付'],
  'Aerodynamic profile': ['Perfil aerodinámico', '空力を考えた形状'],
  'Lightweight construction': ['Construcción ligera', '軽量設計'],
  'Paintable or clear-coated finish': ['Acabado listo para pintar o con barniz transparente', '塗装可能な素地、またはクリア塗装仕上げ'],
  // Wing
  'Adjustable angle of attack': ['Ángulo de ataque ajustable', '迎角調整式'],
  'Billet aluminium swan-neck uprights': ['Soportes cuello de cisne de aluminio maquinado', 'アルミ削り出しスワンネックステー'],
  'Wind-tunnel-developed profile': ['Perfil desarrollado en túnel de viento', '風洞実験で開発した翼断面'],
  'Includes trunk reinforcement plates': ['Incluye placas de refuerzo para la cajuela', 'トランク補強プレート付属'],
  // Wide body kit
  'Front and rear over-fenders': ['Extensiones de salpicadera delanteras y traseras', '前後オーバーフェンダー'],
  'Front lip, side skirts and rear diffuser included': ['Incluye lip delantero, estribos y difusor trasero', 'フロントリップ・サイドスカート・リアディフューザー付属'],
  'Room for much wider wheels and tyres': ['Espacio para rines y llantas mucho más anchos', '大幅にワイドなホイール・タイヤを装着可能'],
  'Cutting of the factory fenders required': ['Requiere cortar las salpicaderas originales', '純正フェンダーのカット加工が必要'],
  'Professional installation recommended': ['Se recomienda instalación profesional', 'プロショップでの取付を推奨'],
  // Grille
  'Direct replacement for the factory grille': ['Reemplazo directo de la parrilla original', '純正グリルと交換するだけ'],
  'Improved airflow to the radiator': ['Mejor flujo de aire hacia el radiador', 'ラジエーターへの導風量がアップ'],
  'Retains factory emblem mount': ['Conserva el soporte original del emblema', '純正エンブレムを取付可能'],
  'UV-stable finish': ['Acabado estable ante los rayos UV', '紫外線で劣化しにくい仕上げ'],
  // Mirror caps
  'Sold as a pair': ['Se vende en par', '左右セット'],
  'Clip-on replacement for the factory caps': ['Reemplazo a presión de las cubiertas originales', '純正カバーと差し替えるだけのはめ込み式'],
  'Keeps turn-signal and camera openings': ['Conserva las aberturas de direccional y cámara', 'ウインカー・カメラの開口部付き'],
  'UV-resistant coating': ['Recubrimiento resistente a los rayos UV', 'UVカットコーティング'],
  // Trunk
  'Uses factory hinges, latch and camera': ['Usa las bisagras, el seguro y la cámara originales', '純正ヒンジ・ロック・カメラをそのまま使用'],
  'Significant weight saving': ['Ahorro de peso considerable', '大幅な軽量化'],
  'Gas struts included': ['Incluye amortiguadores de gas', 'ダンパー（ガスストラット）付属'],
  'Clear-coated carbon or primed FRP': ['Carbono con barniz transparente o FRP con primer', 'クリア塗装カーボン、またはプライマー仕上げFRP'],
  // Headlights, tail lights
  'DOT/SAE compliant': ['Cumple con DOT/SAE', 'DOT／SAE規格適合（米国仕様）'],
  'Plug-and-play harness': ['Arnés plug-and-play', 'カプラーオン配線'],
  'Sequential turn signals': ['Direccionales secuenciales', '流れるウインカー（シーケンシャル）'],
  'Sealed, fog-resistant housings': ['Carcasas selladas y resistentes al empañamiento', '曇りにくい密閉ハウジング'],
  'Plug-and-play connectors': ['Conectores plug-and-play', 'カプラーオン接続'],
  // Steering wheels
  'Retains factory airbag and controls': ['Conserva la bolsa de aire y los controles originales', '純正エアバッグ・スイッチ類をそのまま使用'],
  'Perforated leather or Alcantara grips': ['Agarres de piel perforada o Alcantara', 'パンチングレザーまたはアルカンターラのグリップ'],
  'Flat-bottom design': ['Diseño de fondo plano', 'Dシェイプ（フラットボトム）形状'],
  'Centre-stripe marker': ['Marca central de referencia', 'センターマーク入り'],
  // Interior trim
  'Direct replacement of factory trim': ['Reemplazo directo de las molduras originales', '純正パネルと交換するだけ'],
  'Clip-in installation': ['Instalación a presión', 'はめ込み式で簡単取付'],
  'Scratch-resistant clear coat': ['Barniz transparente resistente a rayones', '傷に強いクリア塗装'],
  'Exact OEM fitment': ['Ajuste exacto como el original', '純正同等のフィッティング'],
  // Seats
  'FIA-rated shells on fixed-back models': ['Cascos con homologación FIA en los modelos de respaldo fijo', 'フルバケットモデルはFIA公認シェル'],
  'Vehicle-specific seat rails available': ['Rieles específicos para tu vehículo disponibles', '車種専用シートレールをご用意'],
  'Harness pass-throughs': ['Pasos para arnés', 'ハーネスホール付き'],
  'Breathable fabric and Alcantara bolsters': ['Tela transpirable y laterales en Alcantara', '通気性の良いファブリック＋アルカンターラのサイドサポート'],
  // Shift knobs
  'Adapter for the factory thread included': ['Incluye adaptador para la rosca original', '純正ネジ径用アダプター付属'],
  'Weighted for smoother engagement': ['Con peso para cambios más suaves', '重量を持たせてスムーズなシフトフィール'],
  'Engraved shift pattern': ['Patrón de cambios grabado', 'シフトパターン刻印入り'],
  'Heat-resistant finish': ['Acabado resistente al calor', '熱くなりにくい仕上げ'],
};

/** The closing sentence of each description. */
export const DESCRIPTION_EXTRAS_TRANSLATED: Record<string, Translated> = {
  'Every unit is inspected by hand before it leaves our warehouse.': [
    'Revisamos cada pieza a mano antes de que salga de nuestro almacén.',
    '全数、出荷前にスタッフが手作業で検品しています。',
  ],
  'Designed with feedback from drivers who track their cars every month.': [
    'Diseñado con los comentarios de pilotos que llevan su auto a la pista cada mes.',
    '毎月サーキットを走るオーナーの声をもとに開発しました。',
  ],
  'A favourite with our customers for daily drivers and weekend builds alike.': [
    'Uno de los favoritos de nuestros clientes, tanto para el auto de diario como para el proyecto de fin de semana.',
    '普段使いの愛車にも、週末の走り仕様にも選ばれている人気商品です。',
  ],
  'Made in small batches to keep the quality consistent.': [
    'Fabricado en lotes pequeños para mantener una calidad constante.',
    '品質を安定させるため、少量ずつ生産しています。',
  ],
  'Pairs well with the rest of our catalogue for this generation.': [
    'Combina bien con el resto de nuestro catálogo para esta generación.',
    '同じ車種向けの当店の他のパーツとも相性抜群です。',
  ],
};

/** The fitment tab's lines. */
export const FITMENT_NOTES_TRANSLATED: Record<string, Translated> = {
  'All trims and transmissions': ['Todas las versiones y transmisiones', '全グレード・MT／AT共通'],
  'Professional installation recommended': ['Se recomienda instalación profesional', 'プロショップでの取付を推奨'],
  'Not legal for sale or use on pollution-controlled vehicles in California': [
    'No es legal para la venta ni el uso en vehículos con control de emisiones en California',
    'カリフォルニア州の排ガス規制対象車両への販売・装着はできません',
  ],
  'Manual and automatic transmissions': ['Transmisión manual y automática', 'MT車・AT車どちらにも対応'],
  'Will not fit models with the factory aero package': [
    'No es compatible con modelos con el paquete aerodinámico de fábrica',
    'メーカーオプションのエアロパーツ装着車には取付できません',
  ],
  'Hardware included': ['Incluye tornillería', '取付ボルト・金具付属'],
  'Sold as is: garage-sale items can be refunded only if requested within 24 hours': [
    'Se vende tal cual: los artículos de la venta de garaje solo se reembolsan si lo solicitas dentro de las 24 horas',
    '現状渡し：ガレージセール品の返金は、24時間以内にお申し出いただいた場合に限ります',
  ],
};

/** The shop's answers to the seeded questions. */
export const ANSWERS: Record<string, Translated> = {
  'It fits every trim of this generation. The fitment tab lists the exceptions.': [
    'Es compatible con todas las versiones de esta generación. En la pestaña de compatibilidad encontrarás las excepciones.',
    'この型式の全グレードに適合します。例外は「適合情報」タブに記載しています。',
  ],
  'Yes, all hardware and instructions are included in the box.': [
    'Sí, la caja incluye toda la tornillería y las instrucciones.',
    'はい、取付ボルト類と取扱説明書はすべて同梱しています。',
  ],
  'In-stock items leave our warehouse in 1-2 business days and usually arrive within 5 business days.': [
    'Los artículos en existencia salen de nuestro almacén en 1 a 2 días hábiles y normalmente llegan en 5 días hábiles.',
    '在庫品は1～2営業日で当店倉庫から発送し、通常5営業日以内にお届けします。',
  ],
  'It is a direct bolt-on for the listed vehicles. No cutting or drilling is needed.': [
    'Es atornillable directamente en los vehículos indicados. No hay que cortar ni perforar.',
    '適合車両にはボルトオンで取付できます。切断や穴あけ加工は不要です。',
  ],
  'Unopened items can be returned within 30 days. Please see our return policy for details.': [
    'Los artículos sin abrir se pueden devolver dentro de los 30 días. Consulta nuestra política de devoluciones para más detalles.',
    '未開封品は30日以内であれば返品いただけます。詳しくは返品ポリシーをご確認ください。',
  ],
  'Yes. Every part gets a UV-resistant clear coat so it will not fade or yellow.': [
    'Sí. Cada pieza lleva un barniz resistente a los rayos UV para que no se decolore ni se ponga amarilla.',
    'はい。全製品にUVカットクリア塗装を施しているため、色あせや黄ばみが起きにくくなっています。',
  ],
  'It is covered by the manufacturer warranty; send us a warranty request and we will handle it.': [
    'Está cubierto por la garantía del fabricante; envíanos una solicitud de garantía y nosotros nos encargamos.',
    'メーカー保証の対象です。保証申請フォームからご連絡いただければ、当店で対応いたします。',
  ],
};
