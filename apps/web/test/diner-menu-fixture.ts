import type { TAllergen } from '@menudelite/shared/menu/allergens';
import type { TPublicItem, TPublicMenu } from '@menudelite/shared/menu/public-menu';

/** A small public menu (the shape GET /api/public/restaurants/:id/menu answers) for the diner-menu tests. */
type TGroup = TPublicMenu['modifierGroups'][number];
type TModifier = TPublicMenu['modifiers'][number];

export function item(id: string, overrides: Partial<TPublicItem> = {}): TPublicItem {
  return {
    id,
    sectionId: 'mains',
    name: `Item ${id}`,
    description: '',
    price: 1000,
    fromPrice: 1000,
    hasRequiredModifiers: false,
    images: [],
    tagIds: [],
    allergenIds: [],
    modifierGroupIds: [],
    recommendedItemIds: [],
    nutrition: {},
    isFeatured: false,
    freeWithClub: false,
    isSoldOut: false,
    soldOutUntil: null,
    isAvailableNow: true,
    positionNew: 0,
    translations: {},
    ...overrides,
  };
}

export function group(id: string, modifierIds: string[], overrides: Partial<TGroup> = {}): TGroup {
  return { id, name: `Group ${id}`, min: 0, max: 1, deliverectMultiMax: 1, modifierIds, positionNew: 0, translations: {}, ...overrides };
}

export function modifier(id: string, groupId: string, price: number, overrides: Partial<TModifier> = {}): TModifier {
  return { id, groupId, name: `Modifier ${id}`, price, isAvailable: true, positionNew: 0, translations: {}, ...overrides };
}

const allergen = (code: string, isDescriptor: boolean): TAllergen => ({
  id: `allergen-${code}`,
  code,
  name: code,
  isDescriptor,
  isBuiltIn: true,
  translations: {},
});

export function demoMenu(): TPublicMenu {
  const items = [
    item('burger', {
      name: 'Classic burger',
      description: 'Beef, cheddar, brioche',
      price: 1450,
      fromPrice: 1450,
      hasRequiredModifiers: true,
      allergenIds: ['allergen-gluten', 'allergen-milk'],
      modifierGroupIds: ['cooking', 'extras'],
      translations: { ar: { name: 'برجر كلاسيك' } },
    }),
    item('creme', {
      name: 'Crème brûlée',
      sectionId: 'desserts',
      price: 700,
      fromPrice: 700,
      allergenIds: ['allergen-milk', 'allergen-eggs', 'allergen-vegetarian'],
    }),
    item('salad', { name: 'Green salad', price: 800, fromPrice: 800, allergenIds: ['allergen-vegan', 'allergen-vegetarian'] }),
    item('soup', { name: 'Soup', price: 600, fromPrice: 600, isSoldOut: true, isAvailableNow: false, soldOutUntil: '9999-12-31T23:59:59.999Z' }),
  ];
  return {
    restaurant: {
      id: 'venue-1',
      slug: 'demo',
      name: 'Demo',
      isHotel: false,
      address: '',
      currency: 'eur',
      defaultLanguage: 'en',
      timeZone: 'Europe/Malta',
      primaryColor: '#1f6f5c',
      secondaryColor: '#f2a541',
      backgroundColor: '#ffffff',
      logoUrl: null,
      coverImageUrl: null,
      welcomeScreen: { enabled: false, title: '', message: '' },
      popup: { enabled: false, title: '', message: '', imageUrl: null },
      promoBanners: [],
      isOnline: true,
      acceptingReservations: false,
      allowsDeliteClub: false,
      allowsDineIn: true,
      allowsPickUp: true,
      allowsRemotePickUp: false,
      allowsDelivery: true,
      allowsGuestCheckout: true,
      allowsPayLater: false,
      allowsOfflinePayments: false,
      requiresCheckoutName: false,
      requiresCheckoutPhoneNo: false,
      orderFee: 0,
      orderPrepTime: 15,
      loyaltyEnabled: false,
      priceLevel: 2,
      menuSettings: { menuSelector: 'both', pickupMenuTagId: null, deliveryMenuTagId: null },
    },
    sections: [
      { id: 'mains', title: 'Mains', description: '', isDrinks: false, positionNew: 0, translations: {}, itemIds: ['burger', 'salad', 'soup'] },
      { id: 'desserts', title: 'Desserts', description: '', isDrinks: false, positionNew: 1, translations: {}, itemIds: ['creme'] },
    ],
    items,
    modifierGroups: [
      group('cooking', ['rare', 'medium'], { min: 1, max: 1 }),
      group('extras', ['cheese', 'bacon', 'shot'], { min: 0, max: 2, deliverectMultiMax: 2 }),
    ],
    modifiers: [
      modifier('rare', 'cooking', 0),
      modifier('medium', 'cooking', 0),
      modifier('cheese', 'extras', 150),
      modifier('bacon', 'extras', 200, { isAvailable: false }),
      modifier('shot', 'extras', 50),
    ],
    allergens: [
      allergen('gluten', false),
      allergen('milk', false),
      allergen('eggs', false),
      allergen('nuts', false),
      allergen('vegan', true),
      allergen('vegetarian', true),
    ],
    tags: [],
    menuTypeMenus: [{ tagId: 'lunch', name: 'Lunch', translations: {}, itemIds: ['burger', 'salad'], isAvailableNow: true }],
    featuredItemIds: [],
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens: '09:00', closes: '22:00' }] })),
    availability: { isOpenNow: true, acceptingOrders: true, acceptingPickup: true, acceptingDelivery: true },
  };
}
