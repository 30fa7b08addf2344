/** Two short text documents of the demo business, processed into passages at seeding. */
export const demoDocuments: {
  name: string;
  fileType: 'txt';
  language: string;
  category: string;
  content: string;
}[] = [
  {
    name: 'Northwind shipping and returns policy.txt',
    fileType: 'txt',
    language: 'en',
    category: 'policies',
    content: `Northwind Outfitters shipping and returns policy

Processing times
Orders placed before 14:00 CET on a business day leave our warehouse in Hamburg the same day. Orders placed later, or on weekends and public holidays, are packed on the next business day. During the winter sale and the first two weeks of December, processing can take one extra day.

Carriers
Within Germany, Austria and the Benelux we ship with DHL. France, Italy, Spain and Portugal are served by DPD. Parcels to the United Kingdom, Switzerland and Norway travel with UPS, and all other countries with DHL Express. Every parcel is insured for its full value until it is delivered.

Customs duties by region
Deliveries inside the European Union never carry customs duties. For the United Kingdom, orders up to 135 pounds are shipped with duties paid by Northwind; above that amount the carrier collects import VAT on delivery. Parcels to Switzerland and Norway are subject to local VAT and a carrier handling fee of about 15 euros, paid by the recipient. For the United States and Canada, duties depend on the product category; outdoor jackets are typically charged between 7 and 12 percent.

Undeliverable parcels
If a parcel cannot be delivered, the carrier keeps it at a pick-up point for 7 days. Parcels that are not collected return to our warehouse and are refunded minus the original shipping cost.

Returning items
Items can be returned within 30 days of delivery if they are unworn, unwashed and still carry their original tags. Footwear must be returned in its original box. Personalised items, opened hygiene products such as socks and underwear, and gift cards cannot be returned.

Inspection and refunds
Returned parcels are inspected within two business days of arrival. Refunds are issued to the original payment method within five business days. Klarna invoices are adjusted automatically. If only part of an order is returned, free shipping still applies as long as the remaining items exceed 50 euros.

Returns from outside the EU
Customers outside the European Union can return items with any tracked service. Mark the parcel as a returned good so that no import duties are charged; duties charged on a return because of a missing declaration cannot be refunded.`,
  },
  {
    name: 'Northwind product care guide.txt',
    fileType: 'txt',
    language: 'en',
    category: 'product care',
    content: `Northwind product care guide

Down jackets
Wash a down jacket only when it is really dirty, at most twice a season. Close all zips, turn the jacket inside out and use a front-loading machine on a gentle 30 degree cycle with a special down wash, never regular detergent or fabric softener. Rinse twice. Dry it in a tumble dryer on low heat with two or three clean tennis balls, which break up the clumps of down. Drying takes two to three hours; the jacket must be completely dry before you store it, or the down can go mouldy.

Waterproof shells
A shell jacket keeps its breathability only when it is clean. Wash it with a technical wash at 30 degrees whenever water stops beading on the surface. To renew the water-repellent finish, tumble dry the jacket on low heat for 20 minutes: the heat reactivates the treatment. If water still soaks into the outer fabric, spray on a durable water repellent, then dry it again on low heat. Never dry-clean a shell, and never iron the taped seams.

Merino wool
Merino base layers resist odours and rarely need washing. Air them overnight between uses. When you do wash them, use the wool programme at 30 degrees and a wool detergent, and dry them flat in the shade. Merino can shrink in a hot dryer.

Tents
Always pitch a new tent once at home to check that all parts are there. After a trip, dry the tent completely before packing it away, even if it only rained on the last night; a tent stored damp will grow mildew within days. Clean the fabric with lukewarm water and a sponge, never in a washing machine. Keep the poles straight and store them in their bag.

Hiking boots
Remove the insoles and laces after a wet hike and let the boots dry at room temperature, away from radiators and fires, which crack the leather. Stuff them with newspaper to speed up drying. Clean off mud with a soft brush, and treat leather boots with wax every few months to keep them waterproof.

Repairs
Small tears in technical fabrics can be fixed with repair tape. For broken zips, worn seams or damaged down baffles, send the item to our repair workshop in Hamburg. Northwind-brand products are repaired free of charge for life; other brands are repaired at cost, and we send a quote before starting any work.`,
  },
];
