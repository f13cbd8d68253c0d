// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../engine/node';
import type { ProductModel } from '../../../engine';
import { ContractGate } from './ContractGate';
import { saveSignedContract } from './signedContract';
import { MemoryRouting } from '../../app/MemoryRouting';
import { useLocation } from '../../app/routing';

const signed = {
  contractNo: 'CT1',
  bailorName: '张丽',
  bailorIdNo: '370***********0022',
  contractStart: '2026-11-22',
  contractEnd: '2027-11-21',
  signTime: '2026-11-22 10:00:00',
};

/** Where the gate sent the buyer: path and query. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="contract">{`${pathname}${search}`}</p>;
}

/** The insure page of `product` behind the gate at /insure; any other path (a contract page) shows its path and query. */
function Screen({ product }: { product: ProductModel }) {
  return useLocation().pathname === '/insure' ? (
    <ContractGate product={product}>
      <p data-testid="insure">insure</p>
    </ContractGate>
  ) : (
    <Landed />
  );
}

function renderInsure(product: ProductModel) {
  return render(
    <MemoryRouting path={`/insure?productCode=${product.productCode}`}>
      <Screen product={product} />
    </MemoryRouting>,
  );
}

describe('ContractGate: insure/confirm of a contract-flow product only with a signed contract', () => {
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });
  const product = async (code: string) => (await loadCatalogue('products')).productForCode(code)!;

  it('sends an unsigned purchase to the product’s contract page, and lets a signed one through', async () => {
    const lanshan = await product('21PR336218');
    renderInsure(lanshan);
    expect(screen.getByTestId('contract').textContent).toBe('/lanshanContract?productCode=21PR336218');
    expect(screen.queryByTestId('insure')).toBeNull();
    cleanup();
    saveSignedContract('21PR336218', signed);
    renderInsure(lanshan);
    expect(screen.getByTestId('insure')).toBeTruthy();
  });

  it('sends a product without a manager to its contract page (未配置客户经理 there) even with a contract kept', async () => {
    saveSignedContract('20PR552806', signed);
    renderInsure(await product('20PR552806'));
    expect(screen.getByTestId('contract').textContent).toBe('/xuZhouOfflineSign?productCode=20PR552806');
  });

  it('lets an ordinary product through', async () => {
    renderInsure(await product('19PR979745'));
    expect(screen.getByTestId('insure')).toBeTruthy();
  });
});
