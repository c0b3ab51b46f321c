import { useId, useState } from 'react';
import { base } from '../../styles';
import type { SgHost } from '../shared/host';
import { useLazyChunk } from '../shared/use-lazy-chunk';
import type { DeliveryZip } from './delivery-zip';
import { loadDeliveryZip, type DeliveryZipModule } from './delivery-zip-host';
import type { HeaderPart } from './header.anatomy';
import { disclosureProps } from './header.connect';
import { headerMessages } from './header.messages';
import * as css from './menu-dialog.css';

export interface DeliveryZipItemProps {
  zip: DeliveryZip;
  host?: SgHost;
  apiBase: string;
  /** Replaces the form's chunk import (tests of its failure). */
  load?: () => Promise<DeliveryZipModule>;
}

/**
 * The hamburger dialog's delivery ZIP entry (below 1024 px, where the sub-header shows only the store button and the
 * banner): "Deliver to {zip}" or "Set delivery ZIP", an APG disclosure that reveals the form in place, as the gift
 * card check there does. Not the popup: the dialog is already modal, and a second modal dialog over it (a second focus
 * trap and scroll lock, a box over a full-height drawer on a phone) would only hide the menu the shopper came from;
 * the form inline keeps Back, Close and the other items one Tab away. Its chunk (the popup's) loads on pointer-over or
 * focus of the entry; when it fails, an alert with "Try again" takes the form's place (and one warning is logged).
 */
export function DeliveryZipItem({ zip, host, apiBase, load }: DeliveryZipItemProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const chunk = useLazyChunk(loadDeliveryZip(load));
  const Form = chunk.module?.DeliveryZipForm;
  const t = zip.words(headerMessages);
  return (
    <>
      <button
        type="button"
        part={'delivery-zip-button' satisfies HeaderPart}
        className={css.item}
        {...disclosureProps(expanded, id)}
        onPointerEnter={chunk.request}
        onFocus={chunk.request}
        onClick={() => {
          setExpanded(!expanded);
          chunk.request();
        }}
      >
        {zip.label}
      </button>
      <div id={id} hidden={!expanded} className={css.inline}>
        {!expanded ? null : Form ? (
          <Form host={host} apiBase={apiBase} words={zip.words} zip={zip.zip} />
        ) : chunk.status === 'failed' ? (
          <div role="alert" className={css.zipFailed}>
            <p>{t('deliveryZipFailed')}</p>
            <button type="button" className={base.secondaryButton} onClick={chunk.request}>
              {t('tryAgain')}
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
