import { graphql } from "../../gql";

export const ShopProductFields = graphql(`
  fragment ShopProductFields on ShopProduct {
    id
    name
    slug
    country
    category
    image
    rrpPrice
    stockTotal
    hasStockSomewhere
    watching
    maxPrice
    stock {
      store
      quantity
    }
    group {
      id
      name
    }
  }
`);

export const ProductsQuery = graphql(`
  query Products($country: String!, $page: Int!) {
    countries
    products(country: $country, page: $page) {
      page
      pages
      total
      items {
        ...ShopProductFields
      }
    }
  }
`);

export const ProductQuery = graphql(`
  query Product($country: String!, $slug: String!) {
    product(country: $country, slug: $slug) {
      ...ShopProductFields
    }
  }
`);

export const StockUpdatedSubscription = graphql(`
  subscription StockUpdated($ids: [ID!]) {
    stockUpdated(productIds: $ids) {
      productId
      stockTotal
      hasStockSomewhere
      changes {
        store
        quantity
      }
    }
  }
`);

export const WatchToggleMutation = graphql(`
  mutation WatchToggle($input: WatchToggleInput!) {
    watchToggle(input: $input) {
      watching
      maxPrice
      message
    }
  }
`);

export const SetMaxPriceMutation = graphql(`
  mutation SetMaxPrice($input: MaxPriceInput!) {
    setMaxPrice(input: $input) {
      watching
      maxPrice
      message
    }
  }
`);
