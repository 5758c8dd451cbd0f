// Cards, description lists, tables and lists of the public pages: native elements with the
// classes of Chakra's slot recipes (panda.config.ts), in the same compound shape the console writes
// (Card.Root, Card.Body…), so a page reads the same in both apps.
import { createStyleContext, styled } from 'styled-system/jsx'
import { card, dataList, list, table } from 'styled-system/recipes'

const cardStyles = createStyleContext(card)
export const Card = {
  Root: cardStyles.withProvider('div', 'root'),
  Header: cardStyles.withContext('div', 'header'),
  Body: cardStyles.withContext('div', 'body'),
  Footer: cardStyles.withContext('div', 'footer'),
  Title: cardStyles.withContext('h3', 'title'),
  Description: cardStyles.withContext('p', 'description'),
}

const dataListStyles = createStyleContext(dataList)
export const DataList = {
  Root: dataListStyles.withProvider('dl', 'root'),
  Item: dataListStyles.withContext('div', 'item'),
  ItemLabel: dataListStyles.withContext('dt', 'itemLabel'),
  ItemValue: dataListStyles.withContext('dd', 'itemValue'),
}

const tableStyles = createStyleContext(table)
export const Table = {
  ScrollArea: styled('div', { base: { overflowX: 'auto', width: 'full' } }),
  Root: tableStyles.withProvider('table', 'root'),
  Header: tableStyles.withContext('thead', 'header'),
  Body: tableStyles.withContext('tbody', 'body'),
  Footer: tableStyles.withContext('tfoot', 'footer'),
  Row: tableStyles.withContext('tr', 'row'),
  ColumnHeader: tableStyles.withContext('th', 'columnHeader'),
  Cell: tableStyles.withContext('td', 'cell'),
}

const listStyles = createStyleContext(list)
export const List = {
  Root: listStyles.withProvider('ul', 'root'),
  Item: listStyles.withContext('li', 'item'),
}
