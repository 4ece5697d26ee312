/** The embedded DPD food carrier's availability for a complete post code (NN-NNN). */
import { useEffect, useState } from "react";
import { Alert } from "../../../components/ui/Alert";
import { format } from "../../../i18n/format";
import { apiGet } from "../../shared/api-client";
import type { DeliveryStepMessages } from "./delivery-step.keys";

interface Food {
  postCode: string;
  available: boolean;
}

export function FoodCheck({ postCode, m }: { postCode: string; m: DeliveryStepMessages }) {
  const [food, setFood] = useState<Food | null>(null);
  useEffect(() => {
    if (!/^\d{2}-\d{3}$/.test(postCode)) return setFood(null);
    const controller = new AbortController();
    void apiGet<Food>("/api/public/integrations/dpd/availability/food", {
      query: { postCode },
      signal: controller.signal,
    }).then((r) => {
      if (!controller.signal.aborted) setFood(r.ok ? r.data : null);
    });
    return () => controller.abort();
  }, [postCode]);
  if (!food) return null;
  return (
    <Alert tone={food.available ? "success" : "info"} className="food-check">
      {format(food.available ? m["delivery.foodAvailable"] : m["delivery.foodUnavailable"], {
        postCode: food.postCode,
      })}
    </Alert>
  );
}
