import { defaultPaymentMethods, type PaymentMethodId, readPaymentMethods } from "@core/plans/catalogue";
import { useEffect, useState } from "react";

// One read of GET /api/billing/options per page load, shared by every component that asks. Plain
// fetch, not TanStack Query: the public pricing (landing, /plans) renders outside its provider
// (decision 007).
let request: Promise<PaymentMethodId[]> | undefined;

function fetchPaymentMethods() {
  request ??= fetch("/api/billing/options", { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : null))
    .then(readPaymentMethods, () => {
      // A failed read is tried again by the next page that asks; until then, card.
      request = undefined;
      return [...defaultPaymentMethods];
    });
  return request;
}

/**
 * How plans are paid right now, as the payment provider offers it (decision 008): card, and Pix
 * Automático when the account has it. Card until the answer arrives, which is also what the
 * prerendered pages say.
 */
export function usePaymentMethods(): readonly PaymentMethodId[] {
  const [methods, setMethods] = useState<readonly PaymentMethodId[]>(defaultPaymentMethods);
  useEffect(() => {
    let current = true;
    void fetchPaymentMethods().then((read) => {
      if (current) setMethods(read);
    });
    return () => {
      current = false;
    };
  }, []);
  return methods;
}
