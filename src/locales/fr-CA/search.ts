import type { searchMessages } from '../../components/search/search.messages';
import type { TranslationOf } from '../catalogue';

export const search: TranslationOf<typeof searchMessages> = {
  'search.label': 'Rechercher des produits',
  'search.placeholder': 'Que cherchez-vous?',
  'search.submit': 'Rechercher',
  'search.clear': 'Effacer la recherche',
  'search.cancel': 'Annuler',
  'search.listbox': 'Suggestions de recherche',
  'search.recentGroup': 'Recherches récentes',
  'search.popularGroup': 'Recherches populaires',
  'search.viewedGroup': 'Consultés récemment',
  'search.featuredGroup': 'Catégories en vedette',
  'search.recommendationGroup': 'Recommandés pour vous',
  'search.termGroup': 'Recherches suggérées',
  'search.categoryGroup': 'Catégories',
  'search.productGroup': 'Produits',
  'search.clearRecent': 'Effacer les recherches récentes',
  'search.remove': 'Retirer {term}',
  'search.removeHint': 'Appuyez sur Maj+Suppr pour retirer la recherche récente en surbrillance.',
  'search.recentRemoved': '«\u00a0{term}\u00a0» a été retiré des recherches récentes.',
  'search.suggestionCount': '{count, plural, one {# suggestion disponible.} other {# suggestions disponibles.}}',
  'search.noResultsLive': 'Aucun résultat pour {term}.',
  'search.noResults': 'Aucun résultat pour «\u00a0{term}\u00a0». Vérifiez l’orthographe ou essayez un terme plus général.',
  'search.loadFailed': 'Les suggestions de recherche n’ont pas pu se charger. Vérifiez votre connexion et réessayez.',
  'search.retry': 'Réessayer',
};
