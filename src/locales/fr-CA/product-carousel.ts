import type { productCarouselMessages } from '../../components/cart/product-carousel.messages';
import type { TranslationOf } from '../catalogue';

export const productCarousel: TranslationOf<typeof productCarouselMessages> = {
  'productCarousel.viewed': 'Vus récemment',
  'productCarousel.purchased': 'Achetés récemment',
  'productCarousel.carousel': 'carrousel',
  'productCarousel.slide': 'diapositive',
  'productCarousel.slideOf': '{index} sur {total}',
  'productCarousel.previous': 'Produits précédents',
  'productCarousel.next': 'Produits suivants',
  'productCarousel.shown': 'Produits {first} à {last} sur {total}',
  'productCarousel.shownOne': 'Produit {first} sur {total}',
  'productCarousel.loading': 'Chargement des produits…',
  'productCarousel.failed': 'Ces produits n’ont pas pu être chargés. Vérifiez votre connexion et réessayez.',
  'productCarousel.retry': 'Réessayer',
  'productCarousel.addToCart': 'Ajouter au panier',
  'productCarousel.addToCartLabel': 'Ajouter au panier : {name}',
  'productCarousel.favorite': 'Favori : {name}',
  'productCarousel.quickView': 'Aperçu rapide',
  'productCarousel.quickViewLabel': 'Aperçu rapide : {name}',
  'productCarousel.quickViewFailed': 'L’aperçu rapide n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
};
