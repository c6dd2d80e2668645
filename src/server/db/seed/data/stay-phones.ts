/**
 * How a property's front desk is numbered in each seed city: the country's calling code and the
 * national numbers' starts that city's lines really have, each with the national number's length.
 * Landlines come first and twice as often; many smaller places answer on a mobile.
 */
export type PhonePlan = {
  callingCode: string;
  landlines: readonly (readonly [start: string, length: number])[];
  mobiles: readonly (readonly [start: string, length: number])[];
};

export const STAY_PHONE_PLANS: Record<string, PhonePlan> = {
  // Nigeria's fixed lines moved to ten digits: Lagos 0201, Abuja 0209.
  Lagos: {
    callingCode: '234',
    landlines: [['201', 10]],
    mobiles: [
      ['803', 10],
      ['809', 10],
      ['813', 10],
    ],
  },
  Abuja: {
    callingCode: '234',
    landlines: [['209', 10]],
    mobiles: [
      ['803', 10],
      ['806', 10],
    ],
  },
  Accra: {
    callingCode: '233',
    landlines: [['302', 9]],
    mobiles: [
      ['24', 9],
      ['54', 9],
      ['20', 9],
    ],
  },
  Kumasi: {
    callingCode: '233',
    landlines: [
      ['3220', 9],
      ['3221', 9],
    ],
    mobiles: [
      ['24', 9],
      ['55', 9],
    ],
  },
  Dakar: {
    callingCode: '221',
    landlines: [['338', 9]],
    mobiles: [
      ['77', 9],
      ['78', 9],
    ],
  },
  'Saint-Louis': { callingCode: '221', landlines: [['33961', 9]], mobiles: [['77', 9]] },
  // Côte d'Ivoire's ten digits: 27 20 Plateau, 27 21 the south, 27 22 Cocody.
  Abidjan: {
    callingCode: '225',
    landlines: [
      ['27203', 10],
      ['27212', 10],
      ['27224', 10],
    ],
    mobiles: [
      ['07', 10],
      ['05', 10],
    ],
  },
  Freetown: {
    callingCode: '232',
    landlines: [['2222', 8]],
    mobiles: [
      ['76', 8],
      ['78', 8],
    ],
  },
  // Liberia has almost no landlines left: hotels answer on Lonestar (77) and Orange (88).
  Monrovia: {
    callingCode: '231',
    landlines: [],
    mobiles: [
      ['77', 9],
      ['88', 9],
    ],
  },
  Lomé: {
    callingCode: '228',
    landlines: [['222', 8]],
    mobiles: [
      ['90', 8],
      ['91', 8],
    ],
  },
  Ouagadougou: {
    callingCode: '226',
    landlines: [['253', 8]],
    mobiles: [
      ['70', 8],
      ['76', 8],
    ],
  },
  Banjul: {
    callingCode: '220',
    landlines: [
      ['422', 7],
      ['446', 7],
    ],
    mobiles: [
      ['77', 7],
      ['99', 7],
    ],
  },
  // Benin's numbers took a leading 01 in 2024.
  Cotonou: {
    callingCode: '229',
    landlines: [['01213', 10]],
    mobiles: [
      ['0197', 10],
      ['0196', 10],
    ],
  },
  Conakry: {
    callingCode: '224',
    landlines: [
      ['3041', 8],
      ['3045', 8],
    ],
    mobiles: [['62', 9]],
  },
  Bamako: {
    callingCode: '223',
    landlines: [['202', 8]],
    mobiles: [
      ['76', 8],
      ['66', 8],
    ],
  },
  Niamey: {
    callingCode: '227',
    landlines: [
      ['2072', 8],
      ['2073', 8],
    ],
    mobiles: [
      ['96', 8],
      ['90', 8],
    ],
  },
};
